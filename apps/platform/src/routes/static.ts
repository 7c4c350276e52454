import type { FastifyInstance } from 'fastify';
import { errorBody } from '../http/envelope';
import { findAsset, findRasterSource } from '../static/catalogue';
import { rasterize } from '../static/raster';
import { qrSvg } from '../static/qr';

/** QR codes served at /static/qr/{name}.svg and the page each one points to. */
const QR_TARGETS: Readonly<Record<string, string>> = {
  'app-ios': '/static/app/ios.html',
  'app-android': '/static/app/android.html',
};

const MAX_QR_URL = 200;

/**
 * Images and small pages under /static: logos, badges, flags, app QR codes, guide pages, and the
 * pictures (game art, banners, rewards) as WebP or as the SVG they are drawn from.
 */
export async function staticRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { file: string } }>('/static/qr/:file', async (request, reply) => {
    const name = request.params.file.replace(/\.svg$/, '');
    const target = QR_TARGETS[name];
    if (!target || !request.params.file.endsWith('.svg')) {
      return reply.code(404).send(errorBody('NOT_FOUND', `No QR code at /static/qr/${request.params.file}`));
    }
    // A phone scans this, so it carries the absolute address the caller reached us on.
    const url = `${request.protocol}://${request.host}${target}`;
    if (url.length > MAX_QR_URL)
      return reply.code(400).send(errorBody('BAD_REQUEST', 'Host name too long for a QR code'));
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'private, max-age=300')
      .header('vary', 'host')
      .send(qrSvg(url));
  });

  app.get<{ Params: { '*': string } }>('/static/*', async (request, reply) => {
    const path = request.params['*'];
    const vector = findRasterSource(path);
    if (vector !== undefined) {
      const picture = await rasterize(path, vector);
      return reply.type('image/webp').header('cache-control', 'public, max-age=86400').send(picture);
    }
    const asset = findAsset(path);
    if (!asset) return reply.code(404).send(errorBody('NOT_FOUND', `No file at /static/${path}`));
    return reply.type(asset.type).header('cache-control', 'public, max-age=86400').send(asset.body);
  });
}
