// The personnel area's declarations: one lazy chunk, loaded with the first of its screens.
import type { ResourceSchema } from '../types';
import { logs } from './logs';
import { profesores } from './profesores';
import { usuarios } from './usuarios';

export const schemas: readonly ResourceSchema[] = [usuarios, profesores, logs];
