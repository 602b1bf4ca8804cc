/** A value the API accepts in a query string. Arrays are sent as repeated `key[]=` entries. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type QueryParams = Record<string, QueryValue>;

const omitted = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The single query encoder of the API contract: scalars `key=value`, arrays as repeated
 * bracketed keys (`centros[]=GOYA&centros[]=POZUELO`), booleans `true`/`false`;
 * undefined, null and empty strings are left out. Returns '' or a string starting with '?'.
 */
export function encodeQuery(params: QueryParams = {}): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) {
      const name = encodeURIComponent(key.endsWith('[]') ? key : `${key}[]`);
      for (const item of value) {
        if (!omitted(item)) parts.push(`${name}=${encodeURIComponent(String(item))}`);
      }
    } else if (!omitted(value)) {
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
    }
  }
  return parts.length ? `?${parts.join('&')}` : '';
}
