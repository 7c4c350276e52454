/** What the security headers depend on: the places outside this origin the site may use. */
export interface PolicyOrigins {
  gameOrigins: readonly string[];
  apiOrigins: readonly string[];
  imageOrigins: readonly string[];
  behindHttps: boolean;
}

/**
 * The site's Content-Security-Policy, as @fastify/helmet's directives. Scripts come only from
 * this origin: no inline script (index.html loads runtime-config.js and boot.js as files) and no
 * eval of any kind.
 */
export function cspDirectives(o: PolicyOrigins): Record<string, string[]> {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // No inline event handlers (onclick="…") either.
    'script-src-attr': ["'none'"],
    // styled-components (and the Radix primitives' positioning) write their CSS at run time into
    // <style> elements and style attributes the page creates itself; a per-response nonce cannot
    // reach them, so inline styles stay allowed. Styles cannot run script.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Pictures: this origin (the platform's /static, forwarded), the image CDNs, the captcha and
    // other generated pictures (data:), and pictures the page makes itself (blob:).
    'img-src': ["'self'", 'data:', 'blob:', ...o.imageOrigins],
    // The bundled fonts are files under /assets/, except the smallest subsets, which Vite inlines
    // into the stylesheet as data: URLs (a font cannot run script).
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...o.apiOrigins],
    // Launched games play in a frame on their own origin; nothing else is framed.
    'frame-src': o.gameOrigins.length ? [...o.gameOrigins] : ["'none'"],
    // The service worker (public/sw.js).
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (o.behindHttps) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/**
 * Permissions-Policy: every powerful feature the site does not use is off for it and every frame.
 * Used: full screen and autoplay, by the site and delegated to game frames (GameFrame's
 * `allow="fullscreen; autoplay"`); clipboard-write for "Copy link" on the referral page.
 * clipboard-read is left at the browser's default (this origin, behind a permission prompt).
 */
export function permissionsPolicy(o: Pick<PolicyOrigins, 'gameOrigins'>): string {
  // Allowlists take origins (a `*.` host wildcard included), not paths or port wildcards.
  const games = [
    ...new Set(
      o.gameOrigins.map((source) => /^[^/]+\/\/[^/]+/.exec(source)![0]).filter((origin) => !origin.endsWith(':*')),
    ),
  ].map((origin) => `"${origin}"`);
  const selfAndGames = `(${['self', ...games].join(' ')})`;
  const denied = [
    'accelerometer',

    'camera',
    'display-capture',
    'encrypted-media',
    'geolocation',
    'gyroscope',
    'hid',
    'idle-detection',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'picture-in-picture',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ];
  return [
    `fullscreen=${selfAndGames}`,
    `autoplay=${selfAndGames}`,
    'clipboard-write=(self)',
    ...denied.map((feature) => `${feature}=()`),
  ].join(', ');
}

/** The HSTS value sent when the server is told browsers reach it over HTTPS. */
export const HSTS = 'max-age=31536000; includeSubDomains';
