// The accounting area's declarations: one lazy chunk, loaded with the first of its screens.
import type { ResourceSchema } from '../../declaration/types';
import { cajas } from './cajas';
import { facturas } from './facturas';
import { pagosModificados } from './pagos/modificaciones';
import { ventasCentro } from './ventas/centro';
import { ventasMes } from './ventas/mes';

export const schemas: readonly ResourceSchema[] = [ventasMes, ventasCentro, facturas, cajas, pagosModificados];
