import type {
  AgentAnnouncements,
  InboxMessages,
  Announcements,
  Envelope,
  ErrorBody,
  HelpTopic,
  MemberInfo,
  Notice,
  Promotion,
  VipLevel,
} from '@tessera/api/contract';
import { HEADER_LANGUAGE, IDENTITY_CODES, LANGUAGE_CODES, PATHS } from '@tessera/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PASSWORD } from '../db/seed/members';
import { sendLocalisedMessage } from '../member/inbox';
import { sealed, tokenFor } from '../test/identity';
import { call, startPlatform } from '../test/platform';
import type { TestPlatform } from '../test/platform';

/** The ids the seed gives: announcement 3 is the security notice, promotion 1 the welcome bonus, help section 2 Account. */
const SECURITY_NOTICE = '3';

describe('content in the request language', () => {
  let p: TestPlatform;
  let member: string;
  beforeAll(async () => {
    p = await startPlatform();
    member = await tokenFor(p, 'demo_member', SEED_PASSWORD);
  });
  afterAll(() => p.dispose());

  const get = async <T>(path: string, headers: Record<string, string> = {}) => {
    const { status, body } = await call<Envelope<T>>(p.url, 'GET', path, { headers });
    expect(status).toBe(200);
    return body.value;
  };
  const lang = (code: string) => ({ [HEADER_LANGUAGE]: code });
  const securityNotice = async (query = '', headers: Record<string, string> = {}) => {
    const lists = await get<Announcements>(`${PATHS.games.announcements}?types=PL${query}`, headers);
    return lists.player.find((a) => a.id === SECURITY_NOTICE)!;
  };

  it('answers in English without a language, and in the language the header names', async () => {
    expect((await securityNotice()).title).toBe('Security notice: use official links only');
    expect((await securityNotice('', lang('VI'))).title).toBe('Cảnh báo bảo mật: chỉ dùng đường link chính thức');
    expect((await securityNotice('', lang('th'))).title).toBe('แจ้งเตือนความปลอดภัย: ใช้ลิงก์ทางการเท่านั้น');
  });

  it('keeps the security notice’s hostile markup in every language', async () => {
    for (const code of ['EN', 'VI', 'TH'])
      expect((await securityNotice('', lang(code))).content).toContain(
        '<script>alert(\'xss\')</script><img src=x onerror="alert(document.cookie)">',
      );
  });

  it('takes the language query parameter over the header', async () => {
    expect((await securityNotice('&language=TH', lang('VI'))).title).toBe('แจ้งเตือนความปลอดภัย: ใช้ลิงก์ทางการเท่านั้น');
  });

  it('serves notices, promotions, help and VIP names in VI and TH', async () => {
    const [noticeVi, noticeTh] = [
      await get<Notice[]>(PATHS.content.notices, lang('VI')),
      await get<Notice[]>(`${PATHS.content.notices}?language=TH`),
    ];
    expect(noticeVi.at(-1)?.title).toBe('Nâng hạn mức rút tiền mỗi ngày cho VIP5 trở lên');
    expect(noticeTh.at(-1)?.title).toBe('เพิ่มวงเงินถอนต่อวันสำหรับ VIP5 ขึ้นไป');

    const welcome = async (headers: Record<string, string>) =>
      (await get<Promotion[]>(PATHS.content.promotions, headers)).find((x) => x.id === '1')!;
    expect(await welcome(lang('VI'))).toMatchObject({
      title: 'Thưởng chào mừng 100% tối đa 500.00',
      summary: 'Nhân đôi lần nạp đầu, tối đa 500.00.',
      type: 'newbie',
      imageUrl: '/static/banners/home-welcome.webp',
    });
    expect((await welcome(lang('VI'))).content).toContain('<h3>Cách tham gia</h3><ol><li>Đăng ký');
    expect((await welcome(lang('TH'))).content).toContain('<h3>วิธีเข้าร่วม</h3>');

    const account = async (headers: Record<string, string>) =>
      (await get<HelpTopic[]>(PATHS.other.helpCenter, headers)).find((h) => h.id === '2')!;
    expect((await account(lang('VI'))).title).toBe('Tài khoản');
    expect((await account(lang('TH'))).children.map((c) => c.title)).toEqual([
      'การสมัครสมาชิก',
      'เข้าสู่ระบบอย่างปลอดภัย',
      'ลืมรหัสผ่าน',
    ]);

    const levels = async (headers: Record<string, string>) =>
      (await get<VipLevel[]>(PATHS.content.vipLevels, headers)).map((v) => v.labelName);
    expect((await levels({})).slice(0, 2)).toEqual(['VIP0', 'VIP1']);
    expect((await levels(lang('VI'))).slice(0, 2)).toEqual(['Thành viên thường', 'VIP1']);
    expect((await levels(lang('TH'))).slice(0, 2)).toEqual(['สมาชิกทั่วไป', 'VIP1']);
  });

  it('serves the agents’ announcements in the agent’s language', async () => {
    const agent = await tokenFor(p, 'demo_agent', SEED_PASSWORD);
    const { body } = await call<Envelope<AgentAnnouncements>>(p.url, 'GET', PATHS.agent.announcements, {
      headers: { token: agent, ...lang('TH') },
    });
    expect(body.value.announcements[0]?.title).toBe('สรุปค่าคอมมิชชั่นเดือนมิถุนายน');
  });

  it('falls back to the English original item by item, and entirely for a language without content', async () => {
    await p.db
      .deleteFrom('content_translations')
      .where('kind', '=', 'ANNOUNCEMENT')
      .where('item_id', '=', SECURITY_NOTICE)
      .where('language', '=', 'VI')
      .execute();
    await p.db
      .updateTable('content_translations')
      .set({ summary: null })
      .where('kind', '=', 'PROMOTION')
      .where('item_id', '=', '2')
      .where('language', '=', 'VI')
      .execute();
    try {
      const lists = await get<Announcements>(`${PATHS.games.announcements}?types=PL`, lang('VI'));
      expect(lists.player.find((a) => a.id === SECURITY_NOTICE)?.title).toBe(
        'Security notice: use official links only',
      );
      expect(lists.player.find((a) => a.id === '4')?.title).toBe('Bảo trì định kỳ ngày 12/6');

      const reload = (await get<Promotion[]>(PATHS.content.promotions, lang('VI'))).find((x) => x.id === '2')!;
      expect(reload.title).toBe('Nạp lại mỗi ngày 10%');
      expect(reload.summary).toBe('Get 10% extra on your first deposit of each day.');

      const japanese = await get<Announcements>(`${PATHS.games.announcements}?types=PL`, lang('JA'));
      expect(japanese.player.find((a) => a.id === '4')?.title).toBe('Scheduled maintenance on 12 June');
    } finally {
      // Put the seed back as it was for the other tests.
      await p.db.deleteFrom('content_translations').where('language', '=', 'VI').execute();
      const { SEED_TRANSLATIONS } = await import('../db/seed/translations');
      await p.db
        .insertInto('content_translations')
        .values(SEED_TRANSLATIONS.filter((t) => t.language === 'VI'))
        .execute();
    }
  });

  describe('the member’s stored language', () => {
    const setLanguage = (language: unknown, token?: string) =>
      call<Envelope<null> | ErrorBody>(p.url, 'PUT', PATHS.login.memberLanguage, {
        json: { language },
        headers: token ? { token } : {},
      });

    it('is stored by PUT /wps/member/language and shown in member info', async () => {
      expect((await setLanguage('th-TH', member)).body).toEqual({ success: true, value: null });
      const info = await call<Envelope<MemberInfo>>(p.url, 'GET', PATHS.login.memberInfo, {
        headers: { token: member },
      });
      expect(info.body.value.language).toBe('TH');
    });

    it('wins over the query parameter and the header', async () => {
      await setLanguage('TH', member);
      const notice = await securityNotice('&language=VI', { token: member, ...lang('VI') });
      expect(notice.title).toBe('แจ้งเตือนความปลอดภัย: ใช้ลิงก์ทางการเท่านั้น');
      await setLanguage('VI', member);
      expect((await securityNotice('', { token: member, ...lang('TH') })).title).toBe(
        'Cảnh báo bảo mật: chỉ dùng đường link chính thức',
      );
    });

    it('is read only for a live session: a stale token on a public call gets the language it names', async () => {
      await setLanguage('VI', member);
      const stale = 'f'.repeat(64);
      expect((await securityNotice('', { token: stale, ...lang('TH') })).title).toBe(
        'แจ้งเตือนความปลอดภัย: ใช้ลิงก์ทางการเท่านั้น',
      );
    });

    it('refuses a value that is not a language code, and a visitor', async () => {
      for (const bad of ['', 'english!', 42, 'abcdefgh'])
        expect(await setLanguage(bad, member)).toMatchObject({
          status: 400,
          body: { success: false, code: LANGUAGE_CODES.languageInvalid },
        });
      expect(await setLanguage('VI')).toMatchObject({ status: 401, body: { code: IDENTITY_CODES.notLoggedIn } });
    });
  });

  describe('the inbox messages the platform writes', () => {
    it('are read in the reader’s language, whatever it was when they were written, values escaped', async () => {
      const { id } = await p.db
        .selectFrom('members')
        .select('id')
        .where('account', '=', 'demo_member')
        .executeTakeFirstOrThrow();
      await sendLocalisedMessage(
        p.db,
        id,
        'WITHDRAWAL_PAID',
        { orderNo: 'W42', amount: 4_000, bank: 'Bank <b>', received: 4_000, remaining: 6_000, minutes: 30 },
        '2030-01-01T00:00:00.000Z',
      );
      const newest = async (code: string) => {
        await call(p.url, 'PUT', PATHS.login.memberLanguage, { json: { language: code }, headers: { token: member } });
        const { body } = await call<Envelope<InboxMessages>>(p.url, 'GET', PATHS.inbox.messageList, {
          headers: { token: member },
        });
        return body.value.content[0]!;
      };
      const en = await newest('EN');
      expect(en.title).toBe('Withdrawal W42: 40.00 paid');
      expect(en.content).toContain('to your account at Bank &lt;b&gt;. Received so far: 40.00; remaining: 60.00.');
      expect((await newest('VI')).title).toBe('Lệnh rút W42: đã chuyển 40.00');
      const th = await newest('TH');
      expect(th.title).toBe('ถอนเงิน W42: จ่ายแล้ว 40.00');
      expect(th.content).toContain('Bank &lt;b&gt;');
      // A language without templates reads the English text it was stored with.
      expect((await newest('JA')).title).toBe('Withdrawal W42: 40.00 paid');
      await call(p.url, 'PUT', PATHS.login.memberLanguage, { json: { language: 'VI' }, headers: { token: member } });
    });
  });

  describe('refusal messages', () => {
    it('follow the language: a wrong password in VI and TH, the code unchanged', async () => {
      const wrong = async (code: string) => {
        const { body } = await call<ErrorBody>(p.url, 'POST', PATHS.login.login, {
          json: sealed({ type: '', username: 'demo_member', password: 'Nope1234' }),
          headers: { ...lang(code), 'x-forwarded-for': '10.9.8.7' },
        });
        return body;
      };
      expect(await wrong('EN')).toMatchObject({
        code: IDENTITY_CODES.loginFailed,
        message: 'Wrong username or password',
      });
      expect(await wrong('VI')).toMatchObject({
        code: IDENTITY_CODES.loginFailed,
        message: 'Sai tên đăng nhập hoặc mật khẩu',
      });
      expect(await wrong('TH')).toMatchObject({
        code: IDENTITY_CODES.loginFailed,
        message: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง',
      });
    });

    it('translate the HTTP refusals too (401 NOT_LOGGED_IN), by the query parameter', async () => {
      const { status, body } = await call<ErrorBody>(p.url, 'GET', `${PATHS.login.memberInfo}?language=TH`);
      expect(status).toBe(401);
      expect(body).toEqual({ success: false, code: 'NOT_LOGGED_IN', message: 'คุณยังไม่ได้เข้าสู่ระบบ กรุณาเข้าสู่ระบบก่อน' });
    });

    it('keep a message with details of its own in English', async () => {
      const { body } = await call<ErrorBody>(p.url, 'GET', `${PATHS.games.announcements}?types=XX`, {
        headers: lang('VI'),
      });
      expect(body.code).toBe('BAD_REQUEST');
      expect(body.message).toMatch(/^Invalid querystring/);
    });
  });
});
