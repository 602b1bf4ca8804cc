// Answers in the API's envelope, and reading of the query string, where every parameter
// travels (the body is always empty).
import { HttpResponse, type JsonBodyType } from 'msw';

const JSON_HEADERS = { 'Content-Type': 'application/json' };

/**
 * A JSON answer. Not HttpResponse.json: it encodes the whole text once more to give its length
 * (some 20 ms of a day's 20,000 access logs), which no client of the demo reads.
 */
function json(body: JsonBodyType, status = 200): Response {
  return new HttpResponse(JSON.stringify(body), { status, headers: JSON_HEADERS });
}

export function ok(datos: JsonBodyType): Response {
  return json({ resultado: 'ok', datos });
}

/** A refusal as the API gives it: usually HTTP 200 with the Spanish reason in `motivo`. */
export function fail(motivo: string, status = 200): Response {
  return json({ resultado: 'error', motivo }, status);
}

export interface Query {
  /** The trimmed value, or undefined when absent or empty (the client omits empty values). */
  optional(name: string): string | undefined;
  /** The trimmed value; when missing the request is refused with `motivo`. */
  required(name: string, motivo: string): string;
  /** The values of a repeated `name[]=` parameter. */
  list(name: string): string[];
}

export function readQuery(request: Request): Query {
  const params = new URL(request.url).searchParams;
  const optional = (name: string) => params.get(name)?.trim() || undefined;
  return {
    optional,
    required(name, motivo) {
      const value = optional(name);
      // MSW sends a thrown Response as the answer, which ends the handler here.
      if (value === undefined) throw fail(motivo);
      return value;
    },
    list: (name) => params.getAll(`${name}[]`),
  };
}
