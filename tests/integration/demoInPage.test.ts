import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startDemoApi } from '../../src/demo/browser';
import { clearFaults, setFaults } from '../../src/demo/faults';

// startDemoApi puts its fetch in place of the page's: these tests keep the original and
// give it back after each one.
const pageFetch = globalThis.fetch;
const network = vi.fn(async (_input: RequestInfo | URL) => new Response('from the network'));
const SUBJECTS = 'http://localhost/api/core/planificacion/asignatura/list';

beforeEach(() => {
  globalThis.fetch = network;
  startDemoApi();
});
afterEach(() => {
  globalThis.fetch = pageFetch;
  network.mockClear();
  clearFaults();
});

describe('the demo API inside the page', () => {
  it("answers the API's calls itself, without the network", async () => {
    const answer = await fetch(SUBJECTS);
    // Without a session the demo refuses, as the API does.
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ resultado: 'error' });
    expect(network).not.toHaveBeenCalled();
  });

  it('fails a call with a network fault the way fetch does: it rejects', async () => {
    setFaults([{ path: '/api/core/planificacion/asignatura/list', kind: 'network' }]);
    await expect(fetch(SUBJECTS)).rejects.toThrow(TypeError);
    expect(network).not.toHaveBeenCalled();
  });

  it('sends a call no handler knows to the network, with its body', async () => {
    const answer = await fetch('http://localhost/upload', { method: 'POST', body: 'contents' });
    expect(await answer.text()).toBe('from the network');
    const sent = network.mock.calls[0][0] as Request;
    expect(sent.url).toBe('http://localhost/upload');
    expect(await sent.text()).toBe('contents');
  });

  it('rejects an aborted call as fetch does, even while the handler is still answering', async () => {
    setFaults([{ path: '/api/core/planificacion/asignatura/list', kind: 'slow', delayMs: 1000 }]);
    const controller = new AbortController();
    const call = fetch(SUBJECTS, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('answers a call for a path with a parameter itself too', async () => {
    const answer = await fetch('http://localhost/api/core/interno/documento-csv/otro', { method: 'POST' });
    expect(answer.status).toBe(401);
    expect(network).not.toHaveBeenCalled();
  });
});
