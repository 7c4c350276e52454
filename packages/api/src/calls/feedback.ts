import type { Feedback, FeedbackList, FeedbackPayload } from '../contract';
import type { HttpClient } from '../http';
import { PATHS } from '../paths';
import { request } from '../request';

/** Sends a feedback (token): question type, content within the word bounds, up to 3 images. */
export function sendFeedback(http: HttpClient, payload: FeedbackPayload): Promise<Feedback> {
  return request<Feedback>(http, { method: 'PUT', url: PATHS.other.feedback, data: payload, timeout: 60_000 });
}

/** The member's feedback, newest first, with the operator's replies (token). */
export function getFeedbackList(
  http: HttpClient,
  query: { pageNo?: number; pageSize?: number } = {},
): Promise<FeedbackList> {
  return request<FeedbackList>(http, { method: 'GET', url: PATHS.feedback.list, params: query });
}
