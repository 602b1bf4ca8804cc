// The marketing area's declarations: one lazy chunk, loaded with the first of its screens. Its
// other screens are bespoke pages (funnels, distributions, the analysis), reading through calls.ts.
import type { ResourceSchema } from '../../declaration/types';
import { leads } from './gestion/leads';
import { telefonosEntrantes } from './gestion/telefonos-entrantes';

export const schemas: readonly ResourceSchema[] = [leads, telefonosEntrantes];
