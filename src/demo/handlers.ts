// Every endpoint of the demo API, each wrapped with fault injection and the session check.
import { academiasRoutes } from './areas/academias';
import { administracionRoutes } from './areas/administracion';
import { alumnosRoutes } from './areas/alumnos';
import { authRoutes } from './areas/auth';
import { certificadosRoutes } from './areas/certificados';
import { codigosPromocionalesRoutes } from './areas/codigosPromocionales';
import { documentosRoutes } from './areas/documentos';
import { formacionesRoutes } from './areas/formaciones';
import { helpdeskRoutes } from './areas/helpdesk';
import { marketingRoutes } from './areas/marketing';
import { pagosRoutes } from './areas/pagos';
import { toHandler } from './route';

export const handlers = [
  ...authRoutes,
  ...administracionRoutes,
  ...academiasRoutes,
  ...helpdeskRoutes,
  ...certificadosRoutes,
  ...documentosRoutes,
  ...codigosPromocionalesRoutes,
  ...formacionesRoutes,
  ...alumnosRoutes,
  ...pagosRoutes,
  ...marketingRoutes,
].map(toHandler);
