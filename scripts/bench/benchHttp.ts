/**
 * One JSON call to a running server for the benches' seeding (bench:wiki:server, bench:queries):
 * throws on a non-2xx answer; returns the envelope's `data` and the token of the `Authorization`
 * answer header (a registration's or sign-in's; '' otherwise).
 */
export async function json(base: string, method: string, url: string, token?: string, body?: unknown) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${JSON.stringify(answer)}`);
  return { data: answer.data, token: response.headers.get('authorization')?.replace(/^Bearer /, '') ?? '' };
}
