// Every endpoint of the demo API, each wrapped with fault injection and the session check.
import { academiasRoutes } from './areas/academias';
import { administracionRoutes } from './areas/administracion';
import { alumnosRoutes } from './areas/alumnos';
import { aulasRoutes } from './areas/aulas';
import { authRoutes } from './areas/auth';
import { calendarioRoutes } from './areas/calendario';
import { balancesRoutes } from './areas/balances';
import { cajasRoutes } from './areas/cajas';
import { certificadosRoutes } from './areas/certificados';
import { clientesRoutes } from './areas/clientes';
import { codigosPromocionalesRoutes } from './areas/codigosPromocionales';
import { documentosRoutes } from './areas/documentos';
import { facturasRoutes } from './areas/facturas';
import { formacionesRoutes } from './areas/formaciones';
import { helpdeskRoutes } from './areas/helpdesk';
import { horariosRoutes } from './areas/horarios';
import { marketingRoutes } from './areas/marketing';
import { personalRoutes } from './areas/personal';
import { pagosRoutes } from './areas/pagos';
import { proveedoresRoutes } from './areas/proveedores';
import { toHandler, type DemoRoute } from './route';

/** Every endpoint, as its area declares it. */
export const demoRoutes: readonly DemoRoute[] = [
  ...authRoutes,
  ...administracionRoutes,
  ...academiasRoutes,
  ...helpdeskRoutes,
  ...certificadosRoutes,
  ...documentosRoutes,
  ...codigosPromocionalesRoutes,
  ...formacionesRoutes,
  ...alumnosRoutes,
  ...clientesRoutes,
  ...pagosRoutes,
  ...marketingRoutes,
  ...calendarioRoutes,
  ...horariosRoutes,
  ...personalRoutes,
  ...balancesRoutes,
  ...facturasRoutes,
  ...cajasRoutes,
  // Tables no compiled screen reads, for the screens an administrator configures (issue 41).
  ...aulasRoutes,
  ...proveedoresRoutes,
];

export const handlers = demoRoutes.map(toHandler);

