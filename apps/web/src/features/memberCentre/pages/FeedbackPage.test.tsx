import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Feedback, FeedbackList, FeedbackPayload } from '@tessera/api';
import { ApiError } from '@tessera/api';
import { renderContent } from '../../../test/renderContent';
import { memberLoaded } from '../../session/slice';
import { memberInfo } from '../../../test/fixtures';
import FeedbackPage from './FeedbackPage';

const feedback = (over: Partial<Feedback> = {}): Feedback => ({
  id: 1,
  type: 'deposit',
  content: 'My deposit of yesterday evening has not reached the main wallet yet, please check.',
  words: 14,
  imageCount: 0,
  createdAt: '2026-11-23T08:00:00.000Z',
  status: 'OPEN',
  replies: [],
  ...over,
});

async function render(send: (p: FeedbackPayload) => Promise<Feedback>, history: Feedback[] = [], type = 0) {
  const list = (): FeedbackList => ({
    content: [...history],
    totalPages: history.length ? 1 : 0,
    totalElements: history.length,
  });
  const platform = {
    feedback: { send: vi.fn(send), getList: vi.fn(async () => list()) },
    member: { getBalance: vi.fn(async () => ({ sumBalance: 0, currency: 'USD' })) },
  };
  const view = await renderContent(<FeedbackPage />, {
    path: '/index',
    platform: platform,
    prepare: (store) => store.dispatch(memberLoaded({ member: memberInfo({ type }) })),
  });
  return { ...view, platform, user: userEvent.setup() };
}

describe('feedback page', { timeout: 45_000 }, () => {
  it('says "enter feedback content" when empty, counts words live, and keeps the bounds', async () => {
    const { user, platform } = await render(async () => feedback());
    const form = await screen.findByRole('form', { name: 'Send feedback' });
    await user.selectOptions(within(form).getByRole('combobox', { name: /Question type/ }), 'Game');
    await user.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(await within(form).findByText('Please enter feedback content.')).toBeInTheDocument();

    const content = within(form).getByRole('textbox', { name: 'Content' });
    expect(within(form).getByTestId('feedback-word-count')).toHaveTextContent('0 / 500 words');
    await user.type(content, 'The slot froze after a win');
    expect(within(form).getByTestId('feedback-word-count')).toHaveTextContent('6 / 500 words');
    await user.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(
      await within(form).findByText('Feedback content is between 10 and 500 words; it has 6 now.'),
    ).toBeInTheDocument();
    // Chinese is written without spaces and still counts by its words.
    await user.clear(content);
    await user.type(content, '我的存款还没有到账');
    expect(
      Number(/^(\d+)/.exec(within(form).getByTestId('feedback-word-count').textContent ?? '')![1]),
    ).toBeGreaterThan(1);
    expect(platform.feedback.send).not.toHaveBeenCalled();
  });

  it('sends the type, content and image previews, then shows my feedback with the reply', async () => {
    const history: Feedback[] = [
      feedback({
        id: 1,
        status: 'REPLIED',
        replies: [{ content: 'Credited now, sorry for the wait.', repliedAt: '2026-11-23T09:00:00.000Z' }],
      }),
    ];
    const { user, platform } = await render(async (p) => {
      const made = feedback({ id: 2, type: p.type, content: p.content, imageCount: p.images?.length ?? 0 });
      history.unshift(made);
      return made;
    }, history);
    const form = await screen.findByRole('form', { name: 'Send feedback' });
    const old = (await screen.findByText('Credited now, sorry for the wait.')).closest('li')!;
    expect(within(old).getByText('Replied')).toBeInTheDocument();

    await user.selectOptions(within(form).getByRole('combobox', { name: /Question type/ }), 'Application');
    await user.type(
      within(form).getByRole('textbox', { name: 'Content' }),
      'The app logs me out every time I switch to another app and back again.',
    );
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9])], 'screen.png', {
      type: 'image/png',
    });
    await user.upload(within(form).getByLabelText('Images (optional)'), png);
    expect(await within(form).findByRole('img', { name: 'Preview of screen.png' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(platform.feedback.send).toHaveBeenCalledTimes(1));
    const sent = platform.feedback.send.mock.calls[0]![0];
    expect(sent).toMatchObject({
      type: 'application',
      content: 'The app logs me out every time I switch to another app and back again.',
    });
    expect(sent.images).toEqual([
      {
        name: 'screen.png',
        type: 'image/png',
        data: btoa(String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9)),
      },
    ]);
    expect(await screen.findByText(/Your feedback was sent/)).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Content' })).toHaveValue('');
    expect(within(form).queryByRole('img')).not.toBeInTheDocument();
    const items = await screen.findAllByText(/^(Application|Deposit)$/, { selector: 'strong' });
    expect(items.map((i) => i.textContent)).toEqual(['Application', 'Deposit']);
  });

  it('clears the errors of an empty attempt as the member fills the form, and then sends', async () => {
    const { user, platform } = await render(async () => feedback());
    const form = await screen.findByRole('form', { name: 'Send feedback' });
    await user.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(await within(form).findByText('Please choose the question type.')).toBeInTheDocument();
    expect(within(form).getByText('Please enter feedback content.')).toBeInTheDocument();
    await user.selectOptions(within(form).getByRole('combobox', { name: /Question type/ }), 'Deposit');
    await user.type(
      within(form).getByRole('textbox', { name: 'Content' }),
      'My deposit this morning took a long time to show in my wallet, please check.',
    );
    await waitFor(() => expect(within(form).queryByText('Please choose the question type.')).not.toBeInTheDocument());
    expect(within(form).queryByText('Please enter feedback content.')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(platform.feedback.send).toHaveBeenCalledTimes(1));
  });

  it('keeps what was typed when the platform refuses, and names a refused image', async () => {
    const { user } = await render(async () => {
      throw new ApiError({
        kind: 'business',
        code: 'IMAGE_TYPE_NOT_ALLOWED',
        message: 'no',
        details: { name: 'shot.png' },
      });
    });
    const form = await screen.findByRole('form', { name: 'Send feedback' });
    await user.selectOptions(within(form).getByRole('combobox', { name: /Question type/ }), 'Other');
    const text = 'Please add more payment channels for my country, the current ones are slow.';
    await user.type(within(form).getByRole('textbox', { name: 'Content' }), text);
    await user.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(await within(form).findByText('shot.png is not a png or jpg image.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Content' })).toHaveValue(text);
  });

  it('tells a trial account to register instead', async () => {
    const { platform } = await render(async () => feedback(), [], 4);
    expect(await screen.findByText(/register/i)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(platform.feedback.getList).not.toHaveBeenCalled();
  });
});
