import type { Envelope, Feedback, FeedbackList, FeedbackPayload } from '@tessera/api/contract';
import { PATHS } from '@tessera/api/contract';
import type { FastifyInstance } from 'fastify';
import { feedbackHistory, operatorFeedback, replyToFeedback, sendFeedback } from '../feedback/feedback';
import { ok } from '../http/envelope';
import type { IdentityContext } from '../identity/context';
import { IMAGE_BODY_LIMIT } from '../uploads/images';
import { guarded } from './auth';

const feedbackBody = {
  type: 'object',
  properties: {
    type: { type: 'string', maxLength: 32 },
    content: { type: 'string', maxLength: 20_000 },
    images: { type: 'array' },
  },
} as const;
const pageQuery = {
  type: 'object',
  properties: { pageNo: { type: 'string', maxLength: 9 }, pageSize: { type: 'string', maxLength: 9 } },
} as const;
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const;
const replyBody = {
  type: 'object',
  required: ['content'],
  properties: { content: { type: 'string', maxLength: 4000 } },
} as const;

/** Feedback: the member sends and reads theirs (member centre, no trial accounts); the operator lists and replies. */
export async function feedbackRoutes(app: FastifyInstance, { ctx }: { ctx: IdentityContext }): Promise<void> {
  app.put<{ Body: Partial<FeedbackPayload> }>(
    PATHS.other.feedback,
    { ...guarded('memberCentre'), bodyLimit: IMAGE_BODY_LIMIT, schema: { body: feedbackBody } },
    async (request): Promise<Envelope<Feedback>> =>
      ok(await sendFeedback(ctx.db, ctx.clock, request.member, request.body ?? {})),
  );

  app.get<{ Querystring: { pageNo?: string; pageSize?: string } }>(
    PATHS.feedback.list,
    { ...guarded('memberCentre'), schema: { querystring: pageQuery } },
    async (request): Promise<Envelope<FeedbackList>> =>
      ok(await feedbackHistory(ctx.db, request.member, request.query)),
  );

  app.get<{ Querystring: { status?: string } }>(PATHS.operator.feedback, guarded('operator'), async (request) => {
    const content = await operatorFeedback(ctx.db, request.query.status);
    return ok({ content, totalElements: content.length });
  });

  app.post<{ Params: { id: number }; Body: { content: string } }>(
    `${PATHS.operator.feedback}/:id/reply`,
    { ...guarded('operator'), schema: { params: idParams, body: replyBody } },
    async (request): Promise<Envelope<Feedback>> => {
      return ok(await replyToFeedback(ctx.db, ctx.clock, request.operator, request.params.id, request.body.content));
    },
  );
}
