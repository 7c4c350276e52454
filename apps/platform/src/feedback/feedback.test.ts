import type { Feedback, FeedbackList, InboxMessages } from '@tessera/api/contract';
import {
  countWords,
  FEEDBACK_CODES,
  PATHS,
  UPLOAD_IMAGE_MAX_BYTES,
  WITHDRAW_CONFIRM_CODES,
} from '@tessera/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iso } from '../clock';
import { fundedMember, operatorSession, startCashPlatform } from '../test/cash';
import { manualClock } from '../test/clock';
import type { Answer } from '../test/identity';
import { call } from '../test/platform';
import type { TestPlatform } from '../test/platform';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('feedback-screenshot'),
]);
const image = (name: string, bytes: Buffer) => ({ name, type: 'image/png', data: bytes.toString('base64') });
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('countWords', () => {
  it('counts words in spaced scripts, and by dictionary words in scripts written without spaces', () => {
    expect(countWords('The deposit did not arrive in my wallet yet.')).toBe(9);
    expect(countWords("  don't  count   punctuation , or - dashes ! ")).toBe(5);
    expect(countWords('')).toBe(0);
    // Chinese and Thai have no spaces between words: a sentence is several words, not one.
    const chinese = countWords('我的存款还没有到账请帮我查一下');
    expect(chinese).toBeGreaterThanOrEqual(6);
    expect(chinese).toBeLessThanOrEqual(15);
    const thai = countWords('ฉันฝากเงินแล้วแต่ยังไม่เข้าบัญชี');
    expect(thai).toBeGreaterThanOrEqual(5);
    expect(thai).toBeLessThanOrEqual(12);
    expect(countWords('Tiền gửi của tôi chưa vào tài khoản')).toBe(8);
  });
});

describe('feedback', () => {
  let p: TestPlatform;
  const clock = manualClock();
  beforeAll(async () => {
    p = await startCashPlatform({ clock });
  });
  afterAll(() => p.dispose());

  const send = (token: string, body: object): Promise<Answer<Feedback>> =>
    call(p.url, 'PUT', PATHS.other.feedback, { json: body, headers: { token } });

  it('keeps feedback within 10 to 500 words, and says "enter feedback content" when empty', async () => {
    const m = await fundedMember(p, 0);
    expect((await send(m.token, { type: 'deposit', content: '   \n ' })).body.code).toBe(FEEDBACK_CODES.contentEmpty);
    expect((await send(m.token, { type: 'deposit', content: words(9) })).body).toMatchObject({
      code: FEEDBACK_CODES.wordCount,
      value: { words: 9, min: 10, max: 500 },
    });
    expect((await send(m.token, { type: 'deposit', content: words(501) })).body).toMatchObject({
      code: FEEDBACK_CODES.wordCount,
      value: { words: 501 },
    });
    expect((await send(m.token, { type: 'lottery', content: words(20) })).body.code).toBe(FEEDBACK_CODES.typeInvalid);
    expect((await send(m.token, { type: 'game', content: words(10) })).body.value).toMatchObject({
      type: 'game',
      words: 10,
      status: 'OPEN',
      replies: [],
      imageCount: 0,
    });
    expect((await send(m.token, { type: 'other', content: words(500) })).body.value.words).toBe(500);
    // A Chinese sentence without spaces is counted by its words.
    expect(
      (
        await send(m.token, {
          type: 'withdrawal',
          content: '我的提款已经申请了两天但是银行账户还没有收到钱请尽快帮我处理',
        })
      ).body.success,
    ).toBe(true);
  });

  it('takes up to three png or jpg images checked by content, and nothing else', async () => {
    const m = await fundedMember(p, 0);
    const content = words(12);
    expect(
      (
        await send(m.token, {
          type: 'game',
          content,
          images: [image('a.png', PNG), image('b.png', PNG), image('c.png', PNG), image('d.png', PNG)],
        })
      ).body.code,
    ).toBe(WITHDRAW_CONFIRM_CODES.tooManyImages);
    expect(
      (
        await send(m.token, {
          type: 'game',
          content,
          images: [image('shot.png', Buffer.from('<svg onload=alert(1)>'))],
        })
      ).body,
    ).toMatchObject({ code: WITHDRAW_CONFIRM_CODES.imageType, value: { name: 'shot.png' } });
    expect(
      (
        await send(m.token, {
          type: 'game',
          content,
          images: [image('big.png', Buffer.concat([PNG, Buffer.alloc(UPLOAD_IMAGE_MAX_BYTES)]))],
        })
      ).body.code,
    ).toBe(WITHDRAW_CONFIRM_CODES.imageTooLarge);
    expect(
      (await call<{ value: FeedbackList }>(p.url, 'GET', PATHS.feedback.list, { headers: { token: m.token } })).body
        .value.totalElements,
    ).toBe(0);
    expect(
      (await send(m.token, { type: 'game', content, images: [image('a.png', PNG), image('b.png', PNG)] })).body.value
        .imageCount,
    ).toBe(2);
  });

  it('lists my feedback newest first with the operator reply, which reaches my inbox', async () => {
    const m = await fundedMember(p, 0);
    const first = (await send(m.token, { type: 'deposit', content: words(10) })).body.value;
    const second = (
      await send(m.token, {
        type: 'application',
        content: `${words(10)} <img src=x onerror=alert(1)>`,
        images: [image('a.png', PNG)],
      })
    ).body.value;
    const ops = await operatorSession(p);
    const open = (
      await ops.get<{ content: Array<Feedback & { account: string; imageIds: number[] }> }>(
        `${PATHS.operator.feedback}?status=OPEN`,
      )
    ).body.value.content;
    const mine = open.find((f) => f.id === second.id)!;
    expect(mine).toMatchObject({ account: m.account, type: 'application' });
    expect(mine.imageIds).toHaveLength(1);
    const img = await fetch(`${p.url}/ops/images/${mine.imageIds[0]}`, {
      headers: { authorization: `Bearer ${ops.token}` },
    });
    expect(Buffer.from(await img.arrayBuffer()).equals(PNG)).toBe(true);

    const replied = await ops.post<Feedback>(`${PATHS.operator.feedback}/${second.id}/reply`, {
      content: 'Thanks, <b>fixed</b> in the next version.',
    });
    expect(replied.body.value).toMatchObject({
      status: 'REPLIED',
      replies: [{ content: 'Thanks, <b>fixed</b> in the next version.', repliedAt: iso(clock.now()) }],
    });
    const history = (
      await call<{ value: FeedbackList }>(p.url, 'GET', PATHS.feedback.list, { headers: { token: m.token } })
    ).body.value;
    expect(history.content.map((f) => f.id)).toEqual([second.id, first.id]);
    expect(history.content[0]!.replies).toHaveLength(1);
    expect(history.content[1]!.status).toBe('OPEN');
    const inbox = (
      await call<{ value: InboxMessages }>(p.url, 'GET', PATHS.inbox.messageList, { headers: { token: m.token } })
    ).body.value.content[0]!;
    expect(inbox.title).toBe('Reply to your feedback');
    expect(inbox.content).toContain('&lt;b&gt;fixed&lt;/b&gt;');
    // Another member sees none of it; a visitor is not let in.
    const other = await fundedMember(p, 0);
    expect(
      (await call<{ value: FeedbackList }>(p.url, 'GET', PATHS.feedback.list, { headers: { token: other.token } })).body
        .value.totalElements,
    ).toBe(0);
    expect(
      (await call(p.url, 'PUT', PATHS.other.feedback, { json: { type: 'game', content: words(10) } })).status,
    ).toBe(401);
  });
});
