import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from './envelope';
import { HttpError, Refusal } from './refusal';

/** Error codes by HTTP status for the client errors Fastify raises itself. */
const CLIENT_ERROR_CODES: Readonly<Record<number, string>> = {
  400: 'BAD_REQUEST',
  401: 'NOT_LOGGED_IN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/** The answer to a request failing its schema: the route's own for a query parameter (`config.queryErrors`), else BAD_REQUEST. */
function validationError(error: FastifyError, request: FastifyRequest): { code: string; message: string } {
  const answers = request.routeOptions.config.queryErrors;
  const [first] = error.validation ?? [];
  if (answers && error.validationContext === 'querystring' && first) {
    const params = first.params as { missingProperty?: unknown; additionalProperty?: unknown };
    const name = first.instancePath.split('/')[1] ?? params.missingProperty ?? params.additionalProperty;
    const answer = typeof name === 'string' ? answers[name] : undefined;
    if (answer) return answer;
  }
  return { code: 'BAD_REQUEST', message: `Invalid ${error.validationContext ?? 'request'}: ${error.message}` };
}

/**
 * Every failure answers JSON: a business refusal HTTP 200 `{ success: false, code, message,
 * value }`; no valid session 401 NOT_LOGGED_IN; unknown routes 404 NOT_FOUND; malformed requests
 * (bad JSON, a query or body failing its schema, an unreadable encrypted body) 400 BAD_REQUEST
 * with what was wrong; anything unexpected 500 INTERNAL_ERROR, logged in full and never leaking
 * details to the caller.
 */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    void reply.code(404).send(errorBody('NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}`));
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof Refusal) {
      request.log.info({ code: error.code }, 'request refused');
      return reply.code(200).send({ success: false, code: error.code, message: error.message, value: error.value });
    }
    if (error.validation) {
      const { code, message } = validationError(error, request);
      return reply.code(400).send(errorBody(code, message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'request refused');
      const code =
        (error instanceof HttpError ? error.errorCode : undefined) ?? CLIENT_ERROR_CODES[status] ?? 'BAD_REQUEST';
      return reply.code(status).send(errorBody(code, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody('INTERNAL_ERROR', 'The platform could not complete this request'));
  });
}
