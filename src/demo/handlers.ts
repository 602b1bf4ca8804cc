// Every endpoint of the demo API, each wrapped with fault injection and the session check.
import { administracionRoutes } from './areas/administracion';
import { authRoutes } from './areas/auth';
import { marketingRoutes } from './areas/marketing';
import { toHandler } from './route';

export const handlers = [...authRoutes, ...administracionRoutes, ...marketingRoutes].map(toHandler);
