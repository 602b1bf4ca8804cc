// The one place that turns an endpoint of any area into an MSW handler, so that every
// endpoint gets the same fault injection and session check without repeating them.
import { http } from 'msw';
import { faultResponse, takeFault } from './faults';
import { isSignedIn, SESSION_MOTIVO } from './areas/auth';
import { fail, readQuery, type Query } from './respond';

export type DemoMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface DemoRoute {
  method: DemoMethod;
  /** The API path; paths under /api/ need a session. */
  path: string;
  answer: (query: Query) => Response | Promise<Response>;
}

const byMethod = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete };

export function toHandler({ method, path, answer }: DemoRoute) {
  // '*' stands for any origin; MSW matches the whole path, so '/x' never answers '/x/list'.
  return byMethod[method](`*${path}`, async ({ request }) => {
    const fault = takeFault(method, path);
    const faulty = fault && (await faultResponse(fault));
    if (faulty) return faulty;
    if (path.startsWith('/api/') && !isSignedIn(request)) return fail(SESSION_MOTIVO, 401);
    return answer(readQuery(request));
  });
}
