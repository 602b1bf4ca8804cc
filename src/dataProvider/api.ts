import { endSession } from '../authProvider/sessionEnd';
import { readSession } from '../authProvider/session';
import { API_URL } from '../config';
import { apiReady } from './apiReady';
import { createHttpClient } from './httpClient';

/** The console's one HTTP client, carrying the stored session's token; a 401 ends that session. */
export const api = createHttpClient({
  baseUrl: API_URL,
  getToken: () => readSession()?.token,
  ready: apiReady,
  onSessionEnd: endSession,
});
