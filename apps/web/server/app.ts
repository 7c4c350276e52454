import type { IncomingHttpHeaders } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import proxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import { parseCookie } from 'cookie';
import { LANGUAGE_STORAGE_KEY } from '@tessera/i18n/languages';
import { PLATFORM_PATHS } from './platformPaths';
import { cspDirectives, HSTS, permissionsPolicy, type PolicyOrigins } from './policy';
import { pageCode, withPageCode } from './pageCode';
import { servedLanguage, servedPages, withExtras, withLanguage, withLead, type Visitor } from './servedPage';
import { pageLeads } from './pageLead';
import { siteRuntimeConfig } from './runtimeConfig';

export interface ServeOptions extends PolicyOrigins {
  /** The built site: index.html, runtime-config.js, boot.js, sw.js, the manifest and assets/. */
  distDir: string;
  /** Where the contract's paths are forwarded; null: they answer 404 with a message saying so. */
  platformUrl: string | null;
  /** Believe X-Forwarded-* from the proxy in front (request.protocol, request.host, request.ip). */
  trustProxy: boolean;
  logger?: FastifyServerOptions['logger'];
}

/** Content-hashed build output: a new build gives new names, so browsers may keep these forever. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, runtime-config.js, boot.js, sw.js, the manifest, icons): asked again each time, answered 304 when unchanged. */
export const REVALIDATE = 'no-cache';

/** A document with answers made for its visitor: asked again each time, and kept by no shared cache. */
export const PERSONAL = 'private, no-cache';

/** A path whose last segment has an extension names a file; anything else is one of the site's routes. */
const namesFile = (path: string): boolean => path === 'assets' || path.startsWith('assets/') || /\.[^/]*$/.test(path);
/** Old addresses of pages (/register.html, /index.html) are site routes too, unless such a file was deployed. */
const namesPage = (path: string): boolean => !path.startsWith('assets/') && /\.html?$/i.test(path);

/**
 * The production server for the built site: files from `distDir` (precompressed .br/.gz beside
 * the hashed assets when the build wrote them, otherwise compressed as they go out), the app's
 * index.html for every site route, 404 for unknown files, the contract's paths forwarded to the
 * platform, and the security headers on every answer.
 */
export async function buildServer(o: ServeOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: o.logger ?? false,
    trustProxy: o.trustProxy,
    // Addresses carry session tokens and payment-link secrets in their query: no access log here
    // (the platform logs its calls with those redacted).
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { maxParamLength: 2048 },
  });

  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(o) },
    // Customer service and the payment page open in popups the site keeps a handle on.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // Sent per request below: only when browsers reach this server over HTTPS.
    strictTransportSecurity: false,
  });
  const permissions = permissionsPolicy(o);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', permissions);
    if (o.behindHttps || (o.trustProxy && request.protocol === 'https'))
      reply.header('strict-transport-security', HSTS);
  });

  await app.register(compress, {
    encodings: ['br', 'gzip'],
    // Bodies going to the platform are passed on as they came.
    globalDecompression: false,
  });

  if (o.platformUrl) {
    for (const prefix of PLATFORM_PATHS) {
      await app.register(proxy, {
        upstream: o.platformUrl,
        prefix,
        rewritePrefix: prefix,
        replyOptions: { rewriteRequestHeaders: forwardedHeaders },
      });
    }
  } else {
    const notForwarded = async (request: FastifyRequest, reply: FastifyReply) =>
      reply.code(404).send({
        statusCode: 404,
        error: 'Not Found',
        message: `${request.url.split('?')[0]} belongs to the platform, and this server forwards the platform's paths only when PLATFORM_URL is set`,
      });
    for (const prefix of PLATFORM_PATHS) {
      app.all(prefix, notForwarded);
      app.all(`${prefix}/*`, notForwarded);
    }
  }

  await app.register(fastifyStatic, {
    root: o.distDir,
    // Served by the route below, which decides between a file and the app.
    serve: false,
    preCompressed: true,
    // Set per kind of file in setHeaders.
    cacheControl: false,
    index: false,
    // Nothing under a dot name (Vite's .vite/manifest.json) is served.
    dotfiles: 'ignore',
    setHeaders: (res: { setHeader(name: string, value: string): unknown }, file: string) => {
      const path = relative(o.distDir, file).split(sep).join('/');
      res.setHeader('cache-control', path.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
      // Whether a precompressed file or a plain one went out depended on Accept-Encoding; the
      // document's language follows the member's cookie (sendApp), also where it went out as built.
      res.setHeader('vary', path === 'index.html' ? 'accept-encoding, cookie' : 'accept-encoding');
    },
  });

  // With a platform, a page goes out with the reads of its first view (its banners) already made.
  const runtimeConfig = siteRuntimeConfig(o.distDir);
  const extrasFor = o.platformUrl
    ? servedPages({ platformUrl: o.platformUrl, merchant: async () => (await runtimeConfig()).merchant })
    : null;
  const codeFor = pageCode(o.distDir);
  const leadFor = pageLeads();
  // The built document is read once and kept for as long as the server runs: a deployment serves
  // one build, and a new build starts a new server.
  let appDocument: Promise<string> | undefined;
  const sendApp = async (path: string, request: FastifyRequest, reply: FastifyReply) => {
    const cookie = parseCookie(request.headers.cookie ?? '')[LANGUAGE_STORAGE_KEY];
    const language = servedLanguage(cookie);
    const [extras, pageFiles, lead] = await Promise.all([
      extrasFor?.(`/${path}`, language, visitorOf(request)),
      codeFor(`/${path}`),
      leadFor(`/${path}`, language),
    ]);
    // A page whose largest picture the document draws itself (the first banner, in the frame)
    // leaves the connection to the entry's code, which renders everything else; the page's own
    // chunks then follow from the app. A page drawn by its code gets its chunks beside the entry.
    const code = extras?.preloadImage ? [] : pageFiles;
    appDocument ??= readFile(join(o.distDir, 'index.html'), 'utf8');
    const built = await appDocument;
    const inLanguage = withLanguage(built, cookie);
    if (!extras && !lead && code.length === 0 && inLanguage === built) return reply.sendFile('index.html');
    let document = withPageCode(inLanguage, code);
    if (extras) document = withExtras(document, extras);
    // A page's frame draws its first banner or, where it has none, its title and lead.
    if (lead) document = withLead(document, lead);
    // The document's language, and its reads and text where it has them, are the member's cookie's.
    reply.header('vary', 'cookie');
    return (
      reply
        .type('text/html; charset=utf-8')
        // The visitor's own status inside: a shared cache must not keep it for the next one.
        .header('cache-control', extras?.personal ? PERSONAL : REVALIDATE)
        .send(document)
    );
  };

  const site = async (request: FastifyRequest<{ Params: { '*'?: string } }>, reply: FastifyReply) => {
    const path = request.params['*'] ?? '';
    // History fallback: every route of the single-page app is the same document.
    if (path === '' || !namesFile(path) || (namesPage(path) && !(await isFileIn(o.distDir, path))))
      return sendApp(path, request, reply);
    // A folder (/assets/) is not a file.
    return path.endsWith('/') ? reply.callNotFound() : reply.sendFile(path);
  };
  app.get('/', site);
  app.get('/*', site);

  app.setNotFoundHandler(async (_request, reply) =>
    reply.code(404).type('text/plain; charset=utf-8').send('Not found'),
  );
  return app;
}

/** Whether `path` is a file inside `root` (never outside it). */
async function isFileIn(root: string, path: string): Promise<boolean> {
  const file = resolve(root, path);
  if (!file.startsWith(root.endsWith(sep) ? root : root + sep)) return false;
  return stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
}

/** The headers a CDN in front sets with the caller's country, passed on to the platform as they came. */
const COUNTRY_HEADERS = ['x-country-code', 'cf-ipcountry'] as const;

/**
 * The visitor as the platform would see them if their browser made the read through this server:
 * the site's host as the browser names it, and the forwarded call's headers.
 */
export function visitorOf(request: Parameters<typeof forwardedHeaders>[0]): Visitor {
  const passed: IncomingHttpHeaders = {};
  for (const name of COUNTRY_HEADERS) passed[name] = request.headers[name];
  const { host: _host, ...headers } = forwardedHeaders(request, passed);
  return {
    host: request.host,
    headers: Object.fromEntries(
      Object.entries(headers).flatMap(([name, value]) =>
        value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value]],
      ),
    ),
  };
}

/**
 * The headers the platform receives, as the development server sends them: the caller's Host
 * kept (the platform builds referral, QR and payment links from it) and X-Forwarded-For, -Proto,
 * -Host and -Port describing the original request.
 */
export function forwardedHeaders(
  request: Pick<FastifyRequest, 'headers' | 'protocol' | 'host' | 'port'> & {
    raw: { socket: { remoteAddress?: string | undefined } };
  },
  headers: IncomingHttpHeaders,
): IncomingHttpHeaders {
  const peer = request.raw.socket.remoteAddress;
  const prior = request.headers['x-forwarded-for'];
  return {
    ...headers,
    host: request.headers.host,
    'x-forwarded-for': [prior, peer].flat().filter(Boolean).join(', '),
    'x-forwarded-proto': request.protocol,
    'x-forwarded-host': request.host,
    'x-forwarded-port': String(request.port ?? (request.protocol === 'https' ? 443 : 80)),
  };
}
