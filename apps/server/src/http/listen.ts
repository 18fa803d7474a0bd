import type { Server as HttpServer } from 'node:http';
import { createSecureServer, type Http2SecureServer, type Http2Session } from 'node:http2';
import type { AddressInfo, Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { serve } from '@hono/node-server';
import type { TlsConfig } from '../config/tls-env';

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
}

interface ListenOptions {
  readonly port: number;
  readonly host: string;
  readonly tls: TlsConfig | undefined;
}

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
        serverOptions: { cert: options.tls.cert, key: options.tls.key, allowHTTP1: true },
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
    };
  }
  const connections = trackSecureConnections(server as Http2SecureServer);
  return {
    url,
    port,
    stopAccepting: stopped,
    closeIdle: () => connections.closeIdle(),
    closeAll: () => connections.closeAll(),
  };
}

/**
 * What `http.Server` knows of its connections and `Http2SecureServer` does not: HTTP/2 sessions (closed
 * gracefully: streams in progress finish, no new one starts) and HTTP/1.1-over-TLS sockets with the
 * number of requests each is answering (an idle one is closed, a busy one is left to finish).
 */
function trackSecureConnections(server: Http2SecureServer) {
  const sessions = new Set<Http2Session>();
  const sockets = new Map<Socket, number>();
  server.on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  server.on('secureConnection', (socket: Socket) => {
    sockets.set(socket, 0);
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('request', (request, response) => {
    if (request.httpVersionMajor >= 2) return;
    const socket = request.socket as Socket;
    sockets.set(socket, (sockets.get(socket) ?? 0) + 1);
    response.once('close', () => {
      if (sockets.has(socket)) sockets.set(socket, (sockets.get(socket) ?? 1) - 1);
    });
  });
  return {
    closeIdle() {
      for (const session of sessions) session.close();
      for (const [socket, busy] of sockets) {
        // An HTTP/2 connection's socket belongs to its session, closed above once its streams end.
        if (busy === 0 && (socket as TLSSocket).alpnProtocol !== 'h2') socket.destroy();
      }
    },
    closeAll() {
      for (const session of sessions) session.destroy();
      for (const socket of sockets.keys()) socket.destroy();
    },
  };
}
