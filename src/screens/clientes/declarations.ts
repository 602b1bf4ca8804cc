// The clients area's declarations: one lazy chunk, loaded with the first of its screens.
import type { ResourceSchema, TabbedLists } from '../../declaration/types';
import { codigosUso } from './codigos';
import { contratacionesMensuales, packsMensuales, tarifasMensuales } from './contrataciones-mensuales';
import { fichas } from './fichas';
import { valoraciones } from './valoraciones';

export const schemas: readonly ResourceSchema[] = [fichas, packsMensuales, tarifasMensuales, codigosUso, valoraciones];

/** The screens of lists in tabs, by name. */
export const tabbed: Readonly<Record<string, TabbedLists>> = { 'clientes/contrataciones-mensuales': contratacionesMensuales };
