import type { IncomingHttpHeaders } from 'node:http';
import { DomainError } from '../domain-error';
import { JSON_MEDIA_TYPE } from './json-media-type';
import { UNSUPPORTED_MEDIA_TYPE } from './problem-types';

export class UnsupportedMediaTypeError extends DomainError {
  constructor(message = 'The request body must be sent with Content-Type application/json.') {
    super(UNSUPPORTED_MEDIA_TYPE, 'UNSUPPORTED_MEDIA_TYPE', message, 'message');
  }
}

/** A compressed body: refused (RFC 7694), telling the sender to send it as is. */
export class UnsupportedContentEncodingError extends UnsupportedMediaTypeError {
  readonly headers = { 'Accept-Encoding': 'identity' };

  constructor() {
    super('Content-Encoding is not supported; send the JSON body uncompressed (Accept-Encoding: identity).');
  }
}

const CHARSET = /;\s*charset\s*=\s*"?([^";\s]+)"?/i;

/** Whether the request announces a body (a length above zero, or chunks). */
export function announcesBody(headers: IncomingHttpHeaders): boolean {
  return headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
}

/**
 * The one rule for JSON bodies (the webhook and the admin API), from the headers alone, before any byte of the body
 * is read: UTF-8 only, no Content-Encoding but identity, and labelled JSON: a body the request announces
 * (`'when-sent'`, the admin API's optional bodies) or the body the route needs (`'always'`, the webhook).
 */
export function checkJsonBodyHeaders(headers: IncomingHttpHeaders, jsonLabel: 'when-sent' | 'always'): void {
  const charset = CHARSET.exec(headers['content-type'] ?? '')?.[1];
  if (charset !== undefined && !/^utf-?8$/i.test(charset))
    throw new UnsupportedMediaTypeError(`The charset ${charset.slice(0, 40)} is not supported; send UTF-8 JSON.`);
  const encoding = headers['content-encoding']?.trim();
  if (encoding && encoding.toLowerCase() !== 'identity') throw new UnsupportedContentEncodingError();
  const needsLabel = jsonLabel === 'always' || announcesBody(headers);
  if (needsLabel && !JSON_MEDIA_TYPE.test(headers['content-type'] ?? '')) throw new UnsupportedMediaTypeError();
}
