import type { InboxMessages, UnreadCount } from '@tessera/api/contract';
import { INBOX_CODES, PATHS } from '@tessera/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../test/clock';
import { get, postJson } from '../test/games';
import { register, registration, tokenFor } from '../test/identity';
import { startPlatform } from '../test/platform';
import type { TestPlatform } from '../test/platform';

const clock = manualClock(Date.parse('2024-07-01T12:00:00.000Z'));

describe('the inbox', () => {
  let p: TestPlatform;
  const tokens = { demo_member: '', demo_agent: '', demo_first: '' };
  let fresh: { token: string; id: number };

  const list = (token: string | undefined, query = '') => get<InboxMessages>(p, PATHS.inbox.messageList + query, token);
  const read = (token: string | undefined, body: unknown) =>
    postJson<UnreadCount>(p, PATHS.inbox.readMessages, body, token);
  const unread = async (token: string) => (await get<UnreadCount>(p, PATHS.other.unreadCount, token)).body.value.count;
  const memberId = async (account: string) =>
    (await p.db.selectFrom('members').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    p = await startPlatform({ clock });
    for (const account of ['demo_member', 'demo_agent', 'demo_first'] as const)
      tokens[account] = await tokenFor(p, account, 'Demo1234');
    const registered = await register(p, registration('inbox01'));
    expect(registered.body.success).toBe(true);
    fresh = { token: registered.body.value.token, id: await memberId('inbox01') };
    // 23 messages an hour apart, message n sent at hour n; 7 and 8 at the same moment.
    const at = (n: number) =>
      new Date(Date.parse('2024-06-01T00:00:00.000Z') + (n === 8 ? 7 : n) * 3_600_000).toISOString();
    await p.db
      .insertInto('inbox_messages')
      .values(
        Array.from({ length: 23 }, (_, i) => ({
          member_id: fresh.id,
          title: `Message ${i + 1}`,
          content: `<p>Body ${i + 1}</p>`,
          created_at: at(i + 1),
          read_at: null,
        })),
      )
      .execute();
  });
  afterAll(() => p.dispose());

  it.each([
    ['no token', undefined],
    ['an unknown token', 'f'.repeat(64)],
  ])('refuse the list and the read mark with 401 NOT_LOGGED_IN for %s', async (_name, token) => {
    for (const answer of [await list(token), await read(token, { all: true }), await read(token, { bad: 1 })]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
    }
  });

  /** Every message of the member, newest first, read page by page (50 a page). */
  const everything = async (token: string) => {
    const first = (await list(token, '?pageSize=50')).body.value;
    const pages = [first];
    for (let n = 2; n <= first.totalPages; n += 1)
      pages.push((await list(token, `?pageSize=50&pageNo=${n}`)).body.value);
    return { total: first.totalElements, content: pages.flatMap((page) => page.content) };
  };

  it("list a member's own messages newest first, with read flags, as the seeds hold them: a year's worth, the hand-written ones oldest", async () => {
    const { status, body } = await list(tokens.demo_member);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const stored = await p.db
      .selectFrom('inbox_messages')
      .select('id')
      .where('member_id', '=', await memberId('demo_member'))
      .execute();
    expect(stored.length).toBeGreaterThanOrEqual(200);
    expect(body.value.totalElements).toBe(stored.length);
    expect(body.value.totalPages).toBe(Math.ceil(stored.length / 10));
    const all = await everything(tokens.demo_member);
    expect(all.content).toHaveLength(stored.length);
    expect(new Set(all.content.map((m) => m.id)).size).toBe(stored.length);
    const times = all.content.map((m) => m.sentAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.content.slice(-5).map((m) => [m.title, m.read])).toEqual([
      ['Slots rebate paid', false],
      ['You reached VIP3', false],
      ['Deposit received', true],
      ['Scheduled maintenance on 12 June', false],
      ['Welcome to Tessera', true],
    ]);
    expect(all.content.at(-5)).toEqual({
      id: 4,
      title: 'Slots rebate paid',
      content: '<p>Yesterday’s slots rebate of 12.40 has been credited.</p>',
      sentAt: '2024-06-27T05:00:00.000Z',
      read: false,
    });
    const agent = (await list(tokens.demo_agent)).body.value;
    expect(agent.content.map((m) => m.title)).toEqual(['New downline registered', 'Commission statement for May']);
  });

  it('page 10 at a time unless asked, newest first across pages, the same moment ordered by id', async () => {
    const pages = await Promise.all(
      [1, 2, 3, 4].map(async (n) => (await list(fresh.token, `?pageNo=${n}`)).body.value),
    );
    expect(pages.map((page) => page.content.length)).toEqual([10, 10, 3, 0]);
    for (const page of pages) expect([page.totalElements, page.totalPages]).toEqual([23, 3]);
    const titles = pages.flatMap((page) => page.content.map((m) => m.title));
    expect(titles).toEqual(Array.from({ length: 23 }, (_, i) => `Message ${23 - i}`));
    const sized = (await list(fresh.token, '?pageNo=2&pageSize=50')).body.value;
    expect([sized.content.length, sized.totalPages]).toEqual([0, 1]);
    expect((await list(fresh.token, '?pageSize=4&pageNo=6')).body.value.content.map((m) => m.title)).toEqual([
      'Message 3',
      'Message 2',
      'Message 1',
    ]);
  });

  it.each([
    '?pageNo=0',
    '?pageNo=abc',
    '?pageNo=1.5',
    '?pageSize=0',
    '?pageSize=51',
    '?pageSize=-1',
    '?pageNo=1&pageNo=2',
  ])('refuse the page %s with 400 INBOX_PAGE_INVALID', async (query) => {
    const { status, body } = await list(fresh.token, query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: INBOX_CODES.pageInvalid });
    expect(body.message).toMatch(/whole number/);
  });

  it('mark one message read: the count follows, again changes nothing, and its first read time stays', async () => {
    const first = (await list(tokens.demo_agent)).body.value.content[0]!;
    expect([first.title, first.read]).toEqual(['New downline registered', false]);
    expect(await unread(tokens.demo_agent)).toBe(1);
    const answer = await read(tokens.demo_agent, { ids: [first.id] });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, value: { count: 0 } });
    expect(await unread(tokens.demo_agent)).toBe(0);
    expect((await list(tokens.demo_agent)).body.value.content[0]).toMatchObject({ id: first.id, read: true });
    const readAt = async () =>
      (await p.db.selectFrom('inbox_messages').select('read_at').where('id', '=', first.id).executeTakeFirstOrThrow())
        .read_at;
    const stamped = await readAt();
    expect(stamped).toBe('2024-07-01T12:00:00.000Z');
    clock.advance(60_000);
    expect((await read(tokens.demo_agent, { ids: [first.id, first.id] })).body).toEqual({
      success: true,
      value: { count: 0 },
    });
    expect(await readAt()).toBe(stamped);
  });

  it("mark only the member's own messages: other members' and unknown ids are ignored", async () => {
    const theirs = (await everything(tokens.demo_member)).content.filter((m) => !m.read).map((m) => m.id);
    expect(theirs).toHaveLength(3);
    const firstId = (await list(tokens.demo_first)).body.value.content[0]!.id;
    const answer = await read(tokens.demo_first, { ids: [...theirs, 999_999] });
    expect(answer.body).toEqual({ success: true, value: { count: 1 } });
    expect(await unread(tokens.demo_member)).toBe(3);
    expect((await read(tokens.demo_first, { ids: [firstId, ...theirs] })).body).toEqual({
      success: true,
      value: { count: 0 },
    });
    expect(await unread(tokens.demo_member)).toBe(3);
    expect((await everything(tokens.demo_member)).content.filter((m) => !m.read).map((m) => m.id)).toEqual(theirs);
  });

  it("mark all of a member's messages read, and no one else's", async () => {
    expect(await unread(fresh.token)).toBe(23);
    const some = (await list(fresh.token, '?pageSize=2')).body.value.content.map((m) => m.id);
    expect((await read(fresh.token, { ids: some })).body.value).toEqual({ count: 21 });
    expect((await read(fresh.token, { all: true })).body).toEqual({ success: true, value: { count: 0 } });
    expect((await list(fresh.token, '?pageSize=50')).body.value.content.every((m) => m.read)).toBe(true);
    expect((await read(fresh.token, { all: true })).body.value).toEqual({ count: 0 });
    expect(await unread(tokens.demo_member)).toBe(3);
  });

  it.each<[string, unknown]>([
    ['an empty object', {}],
    ['all false', { all: false }],
    ['all as text', { all: 'true' }],
    ['ids empty', { ids: [] }],
    ['ids not a list', { ids: 3 }],
    ['an id as text', { ids: ['3'] }],
    ['a fractional id', { ids: [1.5] }],
    ['a zero id', { ids: [0] }],
    ['a negative id', { ids: [-2] }],
    ['a null id', { ids: [null] }],
    ['101 ids', { ids: Array.from({ length: 101 }, (_, i) => i + 1) }],
    ['both ids and all', { ids: [1], all: true }],
    ['a list', [1, 2]],
    ['a number', 7],
  ])('refuse a read mark with %s with 400 INBOX_READ_INVALID, marking nothing', async (_name, body) => {
    const answer = await read(tokens.demo_member, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, code: INBOX_CODES.readInvalid });
    expect(answer.body.message).toMatch(/ids/);
    expect(await unread(tokens.demo_member)).toBe(3);
  });

  it('refuse a body that is not JSON with 400, marking nothing', async () => {
    const res = await fetch(p.url + PATHS.inbox.readMessages, {
      method: 'POST',
      headers: { token: tokens.demo_member, 'content-type': 'application/json' },
      body: '{"all":',
    });
    const answer = { status: res.status, body: (await res.json()) as { success: boolean } };
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
    expect(await unread(tokens.demo_member)).toBe(3);
  });
});
