// The accounting area's declarations: one lazy chunk, loaded with the first of its screens.
import type { ResourceSchema } from '../types';
import { cajas } from './cajas';
import { facturas } from './facturas';
import { pagosModificados } from './pagosModificados';
import { pagosPendientes } from './pagosPendientes';
import { ventasCentro } from './ventasCentro';
import { ventasMes } from './ventasMes';

export const schemas: readonly ResourceSchema[] = [ventasMes, ventasCentro, facturas, cajas, pagosPendientes, pagosModificados];
