import { type Feedback, feedbackCalls, type FeedbackList, type FeedbackPayload } from '@tessera/api';
import { baseApi, call } from '../../core/baseApi';
import { bindApiGroup } from '../../core/api';

bindApiGroup('feedback', feedbackCalls);

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
