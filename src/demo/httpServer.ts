// The demo API over HTTP (`npm run demo:api [port]`): the same handlers, seed and faults that
// answer inside the page, behind a plain Node server, so that a real-API build can be tried
// against it and a backend team can compare its answers with the demo's. State lives in memory
// for the life of the process. CORS lets any origin call it with the bearer token.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { serveCertificatesFrom } from './areas/certificados';
import { clearFaults, isFaultRule, setFaults } from './faults';
import { handlers } from './handlers';

/** PUT a JSON list of fault rules here to set them (as `setFaults`), DELETE to clear them. */
export const FAULTS_PATH = '/__demo/faults';

const CORS = {
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Max-Age': '600',
};

function corsHeaders(request: IncomingMessage): Record<string, string> {
  return { ...CORS, 'Access-Control-Allow-Origin': request.headers.origin ?? '*', Vary: 'Origin' };
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The fault rules sent to FAULTS_PATH: a JSON list of rules, each as `FaultRule` says. */
async function changeFaults(request: IncomingMessage, response: ServerResponse, headers: Record<string, string>) {
  if (request.method === 'DELETE') {
    clearFaults();
    response.writeHead(204, headers).end();
    return;
  }
  let rules: unknown;
  try {
    rules = JSON.parse(await bodyOf(request));
  } catch {
    rules = undefined;
  }
  if (request.method !== 'PUT' || !Array.isArray(rules) || !rules.every(isFaultRule)) {
    response.writeHead(400, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' }).end('PUT a JSON list of fault rules (src/demo/faults.ts)');
    return;
  }
  setFaults(rules);
  response.writeHead(204, headers).end();
}

/** Answers one request through the demo's handlers, as the page's fetch would be answered. */
async function answer(request: IncomingMessage, response: ServerResponse, origin: string) {
  const headers = corsHeaders(request);
  if (request.method === 'OPTIONS') {
    response.writeHead(204, headers).end();
    return;
  }
  const url = new URL(request.url ?? '/', origin);
  if (url.pathname === FAULTS_PATH) {
    await changeFaults(request, response, headers);
    return;
  }
  const requestHeaders = new Headers();
  for (const [name, value] of Object.entries(request.headers)) if (value !== undefined) requestHeaders.set(name, String(value));
  const mocked = await getResponse(handlers, new Request(url, { method: request.method, headers: requestHeaders }));
  if (!mocked) {
    response.writeHead(404, { ...headers, 'Content-Type': 'application/json' }).end(JSON.stringify({ resultado: 'error', motivo: 'No existe esa llamada' }));
    return;
  }
  // HttpResponse.error() stands for a network failure: the connection is cut without an answer.
  if (mocked.type === 'error') {
    request.socket.destroy();
    return;
  }
  response.writeHead(mocked.status, { ...Object.fromEntries(mocked.headers), ...headers });
  response.end(Buffer.from(await mocked.arrayBuffer()));
}

/** Serves the demo API on host:port (port 0: any free one) until `close`. */
export async function startDemoApiServer(port: number, host = '127.0.0.1'): Promise<{ origin: string; close: () => Promise<void> }> {
  let origin = `http://${host}:${port}`;
  const server = createServer((request, response) => {
    answer(request, response, origin).catch((error: unknown) => {
      response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(String(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  origin = `http://${host}:${(server.address() as AddressInfo).port}`;
  serveCertificatesFrom(origin);
  return { origin, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
