import type { Feedback, FeedbackList, FeedbackPayload } from '../contract';
import type { HttpClient } from '../http';
import { PATHS_FEEDBACK } from '../paths/feedback';
import { PATHS_OTHER } from '../paths/other';
import { request } from '../request';

/** Sends a feedback (token): question type, content within the word bounds, up to 3 images. */
export function sendFeedback(http: HttpClient, payload: FeedbackPayload): Promise<Feedback> {
  return request<Feedback>(http, { method: 'PUT', url: PATHS_OTHER.feedback, data: payload, timeout: 60_000 });
}

/** The member's feedback, newest first, with the operator's replies (token). */
export function getFeedbackList(
  http: HttpClient,
  query: { pageNo?: number; pageSize?: number } = {},
): Promise<FeedbackList> {
  return request<FeedbackList>(http, { method: 'GET', url: PATHS_FEEDBACK.list, params: query });
}
