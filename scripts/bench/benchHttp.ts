/** What `JSON.parse` gives: a caller that names no type reads the answer as parsed. */
type ParsedJson = ReturnType<typeof JSON.parse>;

/**
 * One JSON call to a running server for the benches' seeding (bench:wiki:server, bench:queries,
 * bench:chat): throws on a non-2xx answer; returns the envelope's `data` and the token of the `Authorization`
 * answer header (a registration's or sign-in's; '' otherwise).
 */
export async function json<T = ParsedJson>(
  base: string,
  method: string,
  url: string,
  token?: string | null,
  body?: unknown,
) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${JSON.stringify(answer)}`);
  return { data: answer.data, token: response.headers.get('authorization')?.replace(/^Bearer /, '') ?? '' };
}
