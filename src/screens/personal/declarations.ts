// The personnel area's declarations: one lazy chunk, loaded with the first of its screens.
import type { ResourceSchema } from '../../declaration/types';
import { logs } from './logs';
import { profesores } from './profesorado';
import { usuarios } from './administracion';

export const schemas: readonly ResourceSchema[] = [usuarios, profesores, logs];
