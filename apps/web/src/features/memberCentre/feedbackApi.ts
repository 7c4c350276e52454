import type { Feedback, FeedbackList, FeedbackPayload } from '@tessera/api';
import { baseApi, call } from '../../core/baseApi';

/** Feedback: the member's history (tag 'Feedback'), read again after each one sent. */
export const feedbackApi = baseApi.enhanceEndpoints({ addTagTypes: ['Feedback'] }).injectEndpoints({
  endpoints: (build) => ({
    feedbackList: build.query<FeedbackList, number>({
      queryFn: call((api, pageNo) => api.feedback.getList({ pageNo, pageSize: 10 })),
      providesTags: ['Feedback'],
    }),
    sendFeedback: build.mutation<Feedback, FeedbackPayload>({
      queryFn: call((api, payload) => api.feedback.send(payload)),
      invalidatesTags: ['Feedback'],
    }),
  }),
});

export const { useFeedbackListQuery, useSendFeedbackMutation } = feedbackApi;
