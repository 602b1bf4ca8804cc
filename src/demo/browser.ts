// Starts the demo API inside the page: every fetch is offered to the MSW handlers first, and
// only a call none of them answers goes to the network. MSW's usual browser setup, a service
// worker, would answer through another thread: on a cold start the worker must install first,
// and every call then crosses to it and back, about 100 ms more before the first list shows.
import { getResponse } from 'msw';
import { handlers } from './handlers';

export function startDemoApi(): void {
  const networkFetch = globalThis.fetch.bind(globalThis);
  globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    // The handlers read a copy, so that a call they do not answer still has its body.
    const response = await abortable(getResponse(handlers, request.clone()), request.signal);
    if (!response) return networkFetch(request);
    // HttpResponse.error() stands for a network failure, which fetch reports by rejecting.
    if (response.type === 'error') throw new TypeError('Failed to fetch');
    return response;
  };
}

/** Rejects as fetch does when the call is aborted while the handler is still answering. */
function abortable<T>(answer: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted();
  return new Promise((resolve, reject) => {
    // An AbortError (a DOMException), as fetch rejects with, unless the caller gave its own reason.
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    answer.then(resolve, reject);
  });
}
