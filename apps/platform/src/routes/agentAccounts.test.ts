import type { AgentAnnouncements, AgentDownlines, CreatedDownline } from '@tessera/api/contract';
import { IDENTITY_CODES, MEMBER_TYPES, NOT_AN_AGENT, PATHS } from '@tessera/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Answer } from '../test/identity';
import { sealed, tokenFor } from '../test/identity';
import { call, startPlatform } from '../test/platform';
import type { TestPlatform } from '../test/platform';

describe('the agent centre: announcements and account creation', () => {
  let p: TestPlatform;
  let agentToken: string;
  let memberToken: string;
  let agentId: number;
  beforeAll(async () => {
    p = await startPlatform();
    agentToken = await tokenFor(p, 'demo_agent', 'Demo1234');
    memberToken = await tokenFor(p, 'demo_member', 'Demo1234');
    agentId = (
      await p.db.selectFrom('members').select('id').where('account', '=', 'demo_agent').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => p.dispose());

  const get = <T>(path: string, token?: string): Promise<Answer<T>> =>
    call(p.url, 'GET', path, { headers: token === undefined ? {} : { token } });
  const create = (token: string | undefined, body: object): Promise<Answer<CreatedDownline>> =>
    call(p.url, 'POST', PATHS.agent.createDownline, {
      json: sealed(body),
      headers: token === undefined ? {} : { token },
    });
  const fields = (username: string, extra: object = {}) => ({
    username,
    password: 'Team1234',
    confirmPassword: 'Team1234',
    ...extra,
  });
  const memberRow = (account: string) =>
    p.db.selectFrom('members').selectAll().where('account', '=', account).executeTakeFirst();
  const memberCount = async () =>
    Number(
      (
        await p.db
          .selectFrom('members')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe('refusals', () => {
    it('answers 401 without a session and 403 NOT_AN_AGENT to a member, creating nobody', async () => {
      const before = await memberCount();
      expect((await get(PATHS.agent.announcements)).status).toBe(401);
      expect((await create(undefined, fields('nosession1'))).status).toBe(401);
      const read = await get(PATHS.agent.announcements, memberToken);
      expect(read.status).toBe(403);
      expect(read.body).toMatchObject({ success: false, code: NOT_AN_AGENT });
      const made = await create(memberToken, fields('frommember1'));
      expect(made.status).toBe(403);
      expect(made.body).toMatchObject({ success: false, code: NOT_AN_AGENT });
      expect(await memberRow('frommember1')).toBeUndefined();
      expect(await memberCount()).toBe(before);
    });
  });

  it('serves the announcements for agents, newest first, none of the site’s own', async () => {
    const answer = await get<AgentAnnouncements>(PATHS.agent.announcements, agentToken);
    expect(answer.status).toBe(200);
    const list = answer.body.value.announcements;
    expect(list.length).toBeGreaterThan(7);
    expect(list[0]).toMatchObject({
      title: 'Commission statement for June',
      type: 'PL',
      publishedAt: '2024-07-01T02:00:00.000Z',
    });
    const times = list.map((a) => a.publishedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(list.map((a) => a.title)).not.toContain('Security notice: use official links only');
  });

  it('creates a member under the agent, who can log in, and the downline list shows them at level 1', async () => {
    const answer = await create(agentToken, fields('NewTeam01', { nickname: 'Newbie' }));
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({ account: 'newteam01', nickname: 'Newbie' });
    const row = await memberRow('newteam01');
    expect(row).toMatchObject({
      id: answer.body.value.memberId,
      upline_id: agentId,
      type: MEMBER_TYPES.member,
      nickname: 'Newbie',
    });

    const team = await get<AgentDownlines>(`${PATHS.agent.downlines}?account=newteam01`, agentToken);
    expect(team.body.value.content).toEqual([
      expect.objectContaining({ account: 'newteam01', level: 1, kind: 'member', balance: 0 }),
    ]);
    // The new member signs in with the password the agent chose; the agent's own session is untouched.
    expect(await tokenFor(p, 'newteam01', 'Team1234')).toEqual(expect.any(String));
    expect((await get(PATHS.agent.announcements, agentToken)).status).toBe(200);
  });

  it('uses the account as nickname when none is given', async () => {
    const answer = await create(agentToken, fields('newteam02', { nickname: '' }));
    expect(answer.body.value).toMatchObject({ account: 'newteam02', nickname: 'newteam02' });
  });

  it('refuses a taken username, in any case, and leaves the holder as they were', async () => {
    expect((await create(agentToken, fields('takenname1', { nickname: 'First' }))).body.success).toBe(true);
    const holder = await memberRow('takenname1');
    const answer = await create(
      agentToken,
      fields('TakenName1', { password: 'Other9876', confirmPassword: 'Other9876', nickname: 'Second' }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: false, code: IDENTITY_CODES.usernameTaken });
    expect(await memberRow('takenname1')).toEqual(holder);
  });

  it('refuses what the registration rules refuse: the password pattern and length, the confirmation, the username pattern', async () => {
    const before = await memberCount();
    const cases: Array<[object, string, string | undefined]> = [
      [
        fields('newteam03', { password: 'lettersonly', confirmPassword: 'lettersonly' }),
        IDENTITY_CODES.invalidField,
        'password',
      ],
      [fields('newteam03', { password: 'ab1', confirmPassword: 'ab1' }), IDENTITY_CODES.invalidField, 'password'],
      [fields('newteam03', { confirmPassword: 'Team12345' }), IDENTITY_CODES.passwordMismatch, undefined],
      [fields('1newteam'), IDENTITY_CODES.invalidField, 'username'],
      [fields(''), IDENTITY_CODES.invalidField, 'username'],
      [fields('newteam03', { nickname: 'has space' }), IDENTITY_CODES.invalidField, 'nickname'],
    ];
    for (const [body, code, field] of cases) {
      const answer = await create(agentToken, body);
      expect(answer.body, JSON.stringify(body)).toMatchObject({ success: false, code });
      if (field) expect(JSON.stringify(answer.body)).toContain(field);
    }
    expect(await memberCount()).toBe(before);
  });
});
