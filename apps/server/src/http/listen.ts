import type { Server as HttpServer, IncomingMessage } from 'node:http';
import {
  constants,
  createSecureServer,
  type Http2SecureServer,
  Http2ServerRequest,
  type Http2Session,
} from 'node:http2';
import type { AddressInfo, Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { serve } from '@hono/node-server';
import type { TlsPair } from '../config/tls-env';

/** The listening socket of the server, whichever protocol it speaks, and how to let go of it. */
export interface Listener {
  /** `http://…` or `https://…`, with the port the system gave. */
  readonly url: string;
  readonly port: number;
  /** Stops accepting connections; resolves once the last open one has closed. */
  stopAccepting(): Promise<void>;
  /** Closes the connections with no request in progress, and tells HTTP/2 clients to open no stream. */
  closeIdle(): void;
  /** Cuts every connection (the grace period is over). */
  closeAll(): void;
  /** HTTPS: new connections are answered with this certificate (a renewed one); plain HTTP: ignored. */
  setCertificate(pair: TlsPair): void;
}

interface ListenOptions {
  readonly port: number;
  readonly host: string;
  readonly tls: TlsPair | undefined;
  /** HTTPS: an HTTP/2 session or TLS socket with no traffic for this long is closed (default 2 min). */
  readonly idleMs?: number;
  /** HTTPS: an HTTP/1.1 connection waiting for its next request is closed after this (default 5 s). */
  readonly keepAliveMs?: number;
  /** HTTPS: an HTTP/2 request still arriving after this is reset (default 5 min, as HTTP/1.1's). */
  readonly requestMs?: number;
}

/**
 * `http.Server` closes an idle keep-alive connection after 5 s; `Http2SecureServer` closes nothing idle,
 * so without these an open HTTP/2 session, or an HTTP/1.1 one between requests, would be held for good,
 * and a client could hold thousands. A browser reuses its HTTP/2 session from page to page, so it gets
 * two minutes; only a connection with nothing in progress is closed, so a long answer is never cut.
 */
const IDLE_MS = 120_000;
const KEEP_ALIVE_MS = 5_000;
/** The whole of a request must arrive within this, as `http.Server`'s `requestTimeout` (5 min). */
const REQUEST_MS = 300_000;
const MAX_HEADER_BYTES = 16 * 1024;
/** Requests in progress at once on one HTTP/2 connection (nginx allows 128). */
const MAX_STREAMS_PER_SESSION = 100;

type Fetch = Parameters<typeof serve>[0]['fetch'];

/**
 * Listens on `options.port`: plain HTTP/1.1 without a certificate, HTTPS with one, where browsers speak
 * HTTP/2 (every file and call of a page on one connection, decision 044) and older clients HTTP/1.1
 * over TLS (`allowHTTP1`).
 */
export async function listen(fetch: Fetch, options: ListenOptions): Promise<Listener> {
  const server = options.tls
    ? serve({
        fetch,
        port: options.port,
        hostname: options.host,
        createServer: createSecureServer,
        serverOptions: {
          cert: options.tls.cert,
          key: options.tls.key,
          allowHTTP1: true,
          // Node's default is no limit; a browser opens a few dozen at once for a page.
          // Headers as large as HTTP/1.1 takes (Node's 16 KB), instead of HTTP/2's 64 KB.
          settings: { maxConcurrentStreams: MAX_STREAMS_PER_SESSION, maxHeaderListSize: MAX_HEADER_BYTES },
        },
      })
    : serve({ fetch, port: options.port, hostname: options.host });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  const shownHost = options.host === '0.0.0.0' ? '127.0.0.1' : options.host;
  const url = `${options.tls ? 'https' : 'http'}://${shownHost}:${port}`;
  const stopped = () => new Promise<void>((resolve) => server.close(() => resolve()));
  if (!options.tls) {
    const http = server as HttpServer;
    return {
      url,
      port,
      stopAccepting: stopped,
      closeIdle: () => http.closeIdleConnections(),
      closeAll: () => http.closeAllConnections(),
      setCertificate: () => undefined,
    };
  }
  const secure = server as Http2SecureServer & { keepAliveTimeout?: number };
  // Sessions and sockets opened from now on; none is open yet. Headers and whole requests over HTTP/1.1
  // keep Node's limits for `allowHTTP1` (60 s and 5 min), as on the plain server.
  const idleMs = options.idleMs ?? IDLE_MS;
  secure.setTimeout(idleMs);
  secure.keepAliveTimeout = options.keepAliveMs ?? KEEP_ALIVE_MS;
  const connections = trackSecureConnections(secure, idleMs, options.requestMs ?? REQUEST_MS);
  return {
    url,
    port,
    stopAccepting: stopped,
    closeIdle: () => connections.closeIdle(),
    closeAll: () => connections.closeAll(),
    setCertificate: (pair) => secure.setSecureContext({ cert: pair.cert, key: pair.key }),
  };
}

/**
 * What `Http2SecureServer` leaves to its owner: HTTP/2 sessions with the number of streams each has
 * open, the request count of each HTTP/1.1-over-TLS socket, and every TCP connection (also one still in
 * its TLS handshake). A graceful stop closes sessions (streams in progress finish, no new one starts)
 * and, through Node's own `closeIdleConnections`, HTTP/1.1 sockets with no request arriving or answered.
 * The idle time closes a session or socket only when nothing is in progress on it, so an answer that
 * takes long to prepare is never cut (Node's own handling would cut it); a request still arriving after
 * `requestMs` is reset, as HTTP/1.1's request timeout ends one.
 */
function trackSecureConnections(server: Http2SecureServer, idleMs: number, requestMs: number) {
  const sessions = new Map<Http2Session, number>();
  const sockets = new Map<Socket, number>();
  const connections = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  server.on('session', (session) => {
    sessions.set(session, 0);
    session.once('close', () => sessions.delete(session));
    // Every time it fires: Node's own listener (which passes it to the server) runs once only.
    session.on('timeout', () => {
      if (sessions.get(session) === 0) session.close();
    });
  });
  server.on('stream', (stream) => {
    // A client that stops sending its request for the idle time, or is still sending it when the
    // request time is up (a body trickled a byte at a time), is reset: otherwise it would hold the
    // stream and its handler for good. A request received whole waits for its answer, never cut.
    const cancel = () => {
      if (!stream.closed && stream.state.remoteClose === 0) stream.close(constants.NGHTTP2_CANCEL);
    };
    stream.setTimeout(idleMs, cancel);
    const deadline = setTimeout(cancel, requestMs);
    deadline.unref();
    const session = stream.session;
    if (session && sessions.has(session)) sessions.set(session, (sessions.get(session) ?? 0) + 1);
    stream.once('close', () => {
      clearTimeout(deadline);
      if (!session || !sessions.has(session)) return;
      const open = (sessions.get(session) ?? 1) - 1;
      sessions.set(session, open);
      // Node's timer fires once and waits for frames from the client; the idle time counts from here.
      if (open === 0 && !session.closed) session.setTimeout(idleMs);
    });
  });
  server.on('secureConnection', (socket: Socket) => {
    if ((socket as TLSSocket).alpnProtocol === 'h2') return;
    sockets.set(socket, 0);
    socket.once('close', () => sockets.delete(socket));
  });
  // Typed for HTTP/2 only; with `allowHTTP1` Node's HTTP/1.1 requests arrive here too.
  server.on('request', (request: Http2ServerRequest | IncomingMessage, response) => {
    // By the object, not `httpVersionMajor`: an HTTP/1 client may write HTTP/2.0 in its request line.
    if (request instanceof Http2ServerRequest) return;
    const socket = request.socket as Socket;
    sockets.set(socket, (sockets.get(socket) ?? 0) + 1);
    response.once('close', () => {
      if (sockets.has(socket)) sockets.set(socket, (sockets.get(socket) ?? 1) - 1);
    });
  });
  // With a listener, Node leaves the decision here instead of destroying whatever went quiet.
  server.on('timeout', (quiet: Http2Session | Socket) => {
    if (sessions.has(quiet as Http2Session)) return; // its own listener above decides
    const socket = quiet as Socket;
    if ((sockets.get(socket) ?? 0) === 0) socket.destroy();
  });
  const http1 = server as Http2SecureServer & { closeIdleConnections(): void };
  return {
    closeIdle() {
      for (const session of sessions.keys()) session.close();
      http1.closeIdleConnections();
    },
    closeAll() {
      for (const session of sessions.keys()) session.destroy();
      for (const socket of connections) socket.destroy();
    },
  };
}
