// Starts the demo API inside the page: every fetch is offered to the MSW handlers first, and
// only a call none of them answers goes to the network. MSW's usual browser setup, a service
// worker, would answer through another thread: on a cold start the worker must install first,
// and every call then crosses to it and back, about 100 ms more before the first list shows.
import { getResponse } from 'msw';
import { handlers } from './handlers';

export function startDemoApi(): void {
  const networkFetch = globalThis.fetch.bind(globalThis);
  globalThis.fetch = async (input, init) => {
    const response = await getResponse(handlers, new Request(input, init));
    if (!response) return networkFetch(input, init);
    // HttpResponse.error() stands for a network failure, which fetch reports by rejecting.
    if (response.type === 'error') throw new TypeError('Failed to fetch');
    return response;
  };
}
