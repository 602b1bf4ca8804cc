import VisibilityIcon from '@mui/icons-material/Visibility';
import { certificateCalls, type CertificateItem } from '../../contract/certificadoAlumno';
import type { ResourceSchema } from '../../declaration/types';
import { CACHED_READS } from '../../dataProvider/readPolicy';
import type { ScreenMenu } from '../../screenFile/format';

/** A certificate, numbered by its position in the answer (the spec gives it no id). */
export type StudentCertificate = CertificateItem & { id: number };

/** Its menu entry, read at build time: written out as data. */
export const menu: ScreenMenu = { title: 'Certificados', icon: 'workspace-premium', before: '/administracion/documentos' };

export const declaration: ResourceSchema<StudentCertificate> = {
  name: 'administracion/certificados',
  readPolicy: CACHED_READS,
  endpoints: { list: { call: certificateCalls.list } },
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
