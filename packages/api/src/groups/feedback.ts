import { getFeedbackList, sendFeedback } from '../calls/feedback';
import type { FeedbackPayload } from '../contract';
import type { HttpClient } from '../http';

/** The feedback calls bound to a client. */
export const feedbackCalls = (http: HttpClient) => ({
  send: (payload: FeedbackPayload) => sendFeedback(http, payload),
  getList: (query?: { pageNo?: number; pageSize?: number }) => getFeedbackList(http, query),
});
