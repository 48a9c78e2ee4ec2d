/**
 * One request as the fake server recorded it. Its own module because both the server (index.ts)
 * and the server profiles it answers as (servers.ts) read it, and the server loads the profiles.
 */
export interface FakeLlmRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The raw body as received. */
  body: string;
  /** The body parsed as JSON, or undefined. */
  json: any;
  /** Set when the server dropped the request's `tools` (a model whose template has none). */
  tools_ignored?: boolean;
}
