// Demo media (packages/db/src/seed/media.ts): product images, energy labels, documents and
// promotion images are rendered on request from their path — deterministic, nothing on disk.
// A retailer's real media would sit behind a CDN at the same paths.
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  renderDocumentPdf,
  renderEnergyLabelSvg,
  renderProductImageSvg,
  renderPromotionSvg,
} from '@gradnik/db/seed/media';

const ONE_DAY = 'public, max-age=86400';

function svg(reply: FastifyReply, body: string) {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', ONE_DAY)
    .send(body);
}

function notFound(reply: FastifyReply) {
  return reply.code(404).header('content-type', 'text/plain; charset=utf-8').send('Not found');
}

export function registerMedia(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>('/media/products/:file', (req, reply) => {
    const match = /^(?<code>[\w-]+)-(?<n>\d{1,2})\.svg$/.exec(req.params.file);
    if (!match?.groups) return notFound(reply);
    return svg(reply, renderProductImageSvg(match.groups.code!, Number(match.groups.n)));
  });
  app.get<{ Params: { file: string } }>('/media/energy-labels/:file', (req, reply) => {
    const match = /^(?<cls>A\+{0,3}|[A-G])\.svg$/i.exec(req.params.file);
    if (!match?.groups) return notFound(reply);
    return svg(reply, renderEnergyLabelSvg(match.groups.cls!));
  });
  app.get<{ Params: { file: string } }>('/media/promotions/:file', (req, reply) => {
    const match = /^(?<n>\d{1,4})\.svg$/.exec(req.params.file);
    if (!match?.groups) return notFound(reply);
    return svg(reply, renderPromotionSvg(Number(match.groups.n)));
  });
  app.get<{ Params: { file: string } }>('/media/documents/:file', (req, reply) => {
    const match = /^(?<code>\w+)-(?<slug>[a-z0-9-]+)\.pdf$/.exec(req.params.file);
    if (!match?.groups) return notFound(reply);
    const title = match.groups.slug!.replace(/-/g, ' ');
    const pdf = renderDocumentPdf(`${match.groups.code} ${title}`, [
      `Izdelek ${match.groups.code}`,
      title,
    ]);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${req.params.file}"`)
      .header('cache-control', ONE_DAY)
      .send(Buffer.from(pdf));
  });
}
