// The administration area's declarations: one lazy chunk, loaded with the first of its screens.
import type { ResourceSchema } from '../../declaration/types';
import { academias } from './academias';
import { asignaturas } from './asignaturas';
import { centrosEstudio } from './centros-estudio';
import { certificados } from './certificados';
import { codigosPromocionales } from './codigos-promocionales';
import { documentos } from './documentos';
import { formaciones } from './formaciones';
import { helpdesk } from './helpdesk';

export const schemas: readonly ResourceSchema[] = [academias, asignaturas, centrosEstudio, helpdesk, certificados, documentos, codigosPromocionales, formaciones];
