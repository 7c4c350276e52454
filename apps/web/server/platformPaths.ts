/**
 * The contract's path prefixes: the platform answers them, never the site. The development
 * server, `vite preview` and the production server (server/app.ts) all forward exactly these.
 * (public/sw.js keeps its own copy: a service worker cannot import from the build.)
 */
export const PLATFORM_PATHS = ['/wps', '/lgw', '/lotto', '/static'] as const;

/** Whether a request path is one of the platform's (the prefix itself or anything under it). */
export const isPlatformPath = (path: string): boolean =>
  PLATFORM_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
