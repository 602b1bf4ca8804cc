import VisibilityIcon from '@mui/icons-material/Visibility';
import type { ResourceSchema } from '../types';
import { CACHED_READS } from '../../dataProvider/readPolicy';

export interface StudentCertificate {
  id: number;
  alumno: string;
  centro: string;
  fecha: string;
  formacion: string;
  certificadoURL?: string | null;
}

export const certificados: ResourceSchema<StudentCertificate> = {
  name: 'administracion/certificados',
  readPolicy: CACHED_READS,
  endpoints: { list: { path: '/api/core/alumnos/certificado-alumno/list' } },
  list: {
    title: 'Certificados',
    columns: [
      { source: 'alumno', label: 'Alumno' },
      { source: 'centro', label: 'Centro' },
      { source: 'fecha', label: 'Fecha', type: 'date' },
      { source: 'formacion', label: 'Formación' },
    ],
    actions: [{ kind: 'open', label: 'Ver', icon: VisibilityIcon, href: (certificate) => certificate.certificadoURL ?? undefined }],
    search: (certificate) => [certificate.alumno, certificate.centro, certificate.formacion],
    sort: { field: 'fecha', order: 'DESC' },
    exportName: 'certificados',
    loadErrorTitle: 'Error al recuperar los certificados',
  },
};
