/**
 * Answers that Node's HTTP parser and Fastify's router write themselves come in our envelope too
 * (DESIGN §3 Envelope: every API answer body is JSON `{success: false, status: 'error', error,
 * code}`): a URL or headers too long (431 HEADERS_TOO_LARGE), bytes that are not HTTP (400
 * MALFORMED_REQUEST), an undecodable URL such as `/%` (400 VALIDATION_FAILED, over HTTP and the
 * socket `api`), a path segment above the router's limit (414 URL_TOO_LONG), a method nobody routes
 * (404 NOT_FOUND).
 */
import net from 'node:net';
import { forEachDialect, openSocket, registerUser, socketCall, type Json, type TestServer } from '../harness';

/** Writes `request` as is on a new connection; resolves with the parsed answer once the server closes or answers. */
function rawHttp(server: TestServer, request: string): Promise<{ status: number; headers: string; body: Json }> {
  const { port } = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    let received = '';
    const finish = () => {
      const [head, ...rest] = received.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      const text = rest.join('\r\n\r\n');
      let body: Json = text;
      try {
        body = JSON.parse(text);
      } catch {
        // keep the text
      }
      resolve({ status, headers: head, body });
    };
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
      const [head, body = ''] = received.split('\r\n\r\n');
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1] ?? -1);
      if (length >= 0 && Buffer.byteLength(body) >= length) {
        socket.destroy();
        finish();
      }
    });
    socket.on('error', () => {});
    socket.on('close', () => (received ? finish() : reject(new Error('closed without an answer'))));
    socket.write(request);
  });
}

const envelope = (code: string, error: string, data?: Json) => ({
  success: false,
  status: 'error',
  error,
  code,
  ...(data ? { data } : {}),
});

forEachDialect('framework errors in the envelope', (ref) => {
  test('a 64 KB URL is a 431 HEADERS_TOO_LARGE envelope', async () => {
    const answer = await rawHttp(
      ref.server,
      `GET /company?q=${'x'.repeat(64 * 1024)} HTTP/1.1\r\nHost: localhost\r\nAccept: application/json\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.headers).toMatch(/\r\ncontent-type: application\/json/i);
    expect(answer.body).toEqual(envelope('HEADERS_TOO_LARGE', 'The request address or headers are too long'));
  });

  test('headers too long speak the language of their Accept-Language', async () => {
    const answer = await rawHttp(
      ref.server,
      `GET /company HTTP/1.1\r\nHost: localhost\r\nAccept-Language: ru\r\nX-Big: ${'y'.repeat(64 * 1024)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.body).toEqual(envelope('HEADERS_TOO_LARGE', 'Слишком длинный адрес или заголовки запроса'));
  });

  test('bytes that are not HTTP, a NUL in a header or a bad Content-Length are a 400 MALFORMED_REQUEST envelope', async () => {
    for (const request of [
      'NOT HTTP AT ALL\r\n\r\n',
      'GET /company HTTP/1.1\r\nHost: localhost\r\nX-Guest-Token: a\u0000b\r\n\r\n',
      'POST /company HTTP/1.1\r\nHost: localhost\r\nContent-Length: abc\r\n\r\n{}',
    ]) {
      const answer = await rawHttp(ref.server, request);
      expect({ request, status: answer.status }).toEqual({ request, status: 400 });
      expect(answer.body).toEqual(envelope('MALFORMED_REQUEST', 'The request is malformed'));
    }
  });

  test('GET /% is a 400 envelope over HTTP and the socket api', async () => {
    const http = await rawHttp(ref.server, 'GET /% HTTP/1.1\r\nHost: localhost\r\nAccept: application/json\r\n\r\n');
    expect(http.status).toBe(400);
    expect(http.body).toEqual(envelope('VALIDATION_FAILED', 'Check the highlighted fields', { url: 'Invalid format' }));

    const { token } = await registerUser(ref.server);
    const socket = await openSocket(ref.server, token);
    try {
      for (const url of ['/%', '/board/shared/%E0%A4%A']) {
        const answer = await socketCall(socket, { method: 'GET', url });
        expect({ url, status: answer.status }).toEqual({ url, status: 400 });
        expect(answer.data).toEqual(
          envelope('VALIDATION_FAILED', 'Check the highlighted fields', { url: 'Invalid format' }),
        );
        expect(answer.error).toBe('Check the highlighted fields');
      }
      const long = await socketCall(socket, { method: 'GET', url: `/board/shared/${'t'.repeat(101)}` });
      expect(long.status).toBe(414);
      expect(long.data).toEqual(envelope('URL_TOO_LONG', 'A part of the request address is too long'));
    } finally {
      socket.close();
    }
  });

  test('a path segment above the router limit is a 414 URL_TOO_LONG envelope', async () => {
    const answer = await rawHttp(
      ref.server,
      `GET /board/shared/${'t'.repeat(101)} HTTP/1.1\r\nHost: localhost\r\nAccept: application/json\r\n\r\n`,
    );
    expect(answer.status).toBe(414);
    expect(answer.body).toEqual(envelope('URL_TOO_LONG', 'A part of the request address is too long'));
  });

  test('a method no route serves is a 404 envelope', async () => {
    for (const method of ['PROPFIND', 'TRACE', 'OPTIONS', 'PATCH']) {
      const answer = await rawHttp(
        ref.server,
        `${method} /company HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\n\r\n`,
      );
      expect({ method, status: answer.status }).toEqual({ method, status: 404 });
      expect(answer.body).toEqual(envelope('NOT_FOUND', 'Not found'));
    }
  });
});
