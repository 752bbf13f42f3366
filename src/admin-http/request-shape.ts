import type { FastifyRequest } from 'fastify';
import { AdminCommand, CommandUsageError } from '../shared/admin-command';
import { announcesBody, checkJsonBodyHeaders } from '../shared/http/json-body';

/**
 * What the request line and headers must be for the command's route, checked before the body is read: a JSON body
 * in UTF-8, uncompressed, for POST and PATCH (and no query: their fields are the body's); no body for GET and DELETE.
 */
export function checkRequestShape(command: AdminCommand, request: FastifyRequest): void {
  const fromBody = command.http.method === 'POST' || command.http.method === 'PATCH';
  if (fromBody) {
    checkJsonBodyHeaders(request.headers, 'when-sent');
    const query = Object.keys(request.query as object);
    if (query.length > 0)
      throw new CommandUsageError(
        `unknown query parameter ${query[0].slice(0, 60)}; this route takes its fields in a JSON body`,
      );
  } else if (announcesBody(request.headers)) {
    throw new CommandUsageError(`${command.http.method} takes no body here; its fields are query parameters`);
  }
}
