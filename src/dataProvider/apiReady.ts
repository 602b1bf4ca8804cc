// The demo API answers only once its chunk has loaded and put its fetch in place. The console
// does not wait for it to start rendering: its first calls wait here instead. With a real API
// this is always settled.

let ready: Promise<unknown> = Promise.resolve();

/** Calls made from now on wait until `starting` settles. */
export function waitForApi(starting: Promise<unknown>): void {
  ready = starting;
}

export const apiReady = (): Promise<unknown> => ready;
