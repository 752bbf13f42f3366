import { Controller, Get, Headers, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { matchesIfNoneMatch } from '../shared/http/http-hooks';
import { ReaderAsset, ReaderAssets } from './reader-assets';

/**
 * The page may run only its own scripts and styles, talk only to this origin, load no image from elsewhere (an
 * entry's images are links), be framed by nobody, and (Trusted Types) never turn a string into HTML: text of an
 * entry cannot become markup or script even if a bug tried.
 */
export const READER_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "manifest-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "require-trusted-types-for 'script'",
  "trusted-types 'none'",
].join('; ');

const PAGE_HEADERS = {
  'Content-Security-Policy': READER_CSP,
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/** The diary reader: a static page at `/` that reads the public API with a key the owner pastes. */
@ApiExcludeController()
@Controller()
export class ReaderController {
  private readonly assets = ReaderAssets.load();

  @Get()
  page(@Headers('if-none-match') ifNoneMatch: string | undefined, @Res() reply: FastifyReply): void {
    const page = this.assets.get('index.html');
    if (!page) throw new NotFoundException('The reader is not built: run `npm run build`.');
    send(reply.headers(PAGE_HEADERS), page, ifNoneMatch);
  }

  @Get('reader/:file')
  asset(
    @Param('file') file: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ): void {
    const asset = file === 'index.html' ? undefined : this.assets.get(file);
    if (!asset) throw new NotFoundException(`Cannot GET /reader/${file}`);
    send(reply.header('Cross-Origin-Resource-Policy', 'same-origin'), asset, ifNoneMatch);
  }
}

/** Revalidated on every load (a new build is seen at once), 304 while unchanged. */
function send(reply: FastifyReply, asset: ReaderAsset, ifNoneMatch: string | undefined): void {
  reply.header('ETag', asset.etag).header('Cache-Control', 'no-cache').header('X-Content-Type-Options', 'nosniff');
  if (matchesIfNoneMatch(ifNoneMatch, asset.etag)) {
    reply.status(304).send();
    return;
  }
  reply.status(200).header('Content-Type', asset.contentType).send(asset.body);
}
