import type {
  Announcements,
  Banner,
  Envelope,
  ErrorBody,
  HelpTopic,
  Notice,
  Promotion,
  VipLevel,
} from '@tessera/api/contract';
import { BANNER_GROUPS, PATHS, PROMOTION_LABELS, PROMOTION_TYPES } from '@tessera/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../test/clock';
import { getJson, startPlatform, webpSize } from '../test/platform';
import type { TestPlatform } from '../test/platform';

const get = <T>(p: TestPlatform, path: string) => getJson<Envelope<T>>(p.url, path);

describe('site content', () => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await startPlatform();
  });
  afterAll(() => p.dispose());

  describe('banners', () => {
    it('exist for every group of the banner map but w_help, several on the home page, in display order', async () => {
      const counts: Record<string, number> = {};
      for (const group of BANNER_GROUPS) {
        const { status, body } = await get<Banner[]>(p, `${PATHS.content.banners}?groupName=${group}`);
        expect(status).toBe(200);
        expect(body.value.every((b) => b.groupName === group)).toBe(true);
        expect(body.value.map((b) => Number(b.bannerId))).toEqual(
          body.value.map((b) => Number(b.bannerId)).sort((a, b) => a - b),
        );
        counts[group] = body.value.length;
      }
      expect(counts.w_help).toBe(0);
      expect(counts.w_home).toBeGreaterThanOrEqual(3);
      for (const group of BANNER_GROUPS.filter((g) => g !== 'w_help'))
        expect(counts[group], group).toBeGreaterThanOrEqual(1);
      const all = await get<Banner[]>(p, PATHS.content.banners);
      expect(all.body.value).toHaveLength(Object.values(counts).reduce((a, b) => a + b, 0));
    });

    it('answer an unknown group with an empty list, and a malformed name with 400', async () => {
      expect((await get<Banner[]>(p, `${PATHS.content.banners}?groupName=w_nothing`)).body).toEqual({
        success: true,
        value: [],
      });
      const bad = await getJson<ErrorBody>(
        p.url,
        `${PATHS.content.banners}?groupName=${encodeURIComponent('<script>')}`,
      );
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    });

    it('link to site routes, outside https addresses, or promotions that are listed', async () => {
      const banners = (await get<Banner[]>(p, PATHS.content.banners)).body.value;
      const promotions = new Set((await get<Promotion[]>(p, PATHS.content.promotions)).body.value.map((x) => x.id));
      for (const b of banners) {
        expect(b.title, b.bannerId).not.toBe('');
        if (b.linkageType === null) expect(b.linkageTarget).toBeNull();
        if (b.linkageType === 'ROUTE') expect(b.linkageTarget).toMatch(/^\/[a-zA-Z]/);
        if (b.linkageType === 'URL') expect(b.linkageTarget).toMatch(/^https:\/\//);
        if (b.linkageType === 'PROMOTION') expect(promotions.has(b.linkageTarget ?? ''), b.bannerId).toBe(true);
      }
      expect(new Set(banners.map((b) => b.linkageType))).toEqual(new Set([null, 'ROUTE', 'URL', 'PROMOTION']));
    });
  });

  it('serves every banner, promotion and winner image as WebP, drawn from its SVG twin', async () => {
    const banners = (await get<Banner[]>(p, PATHS.content.banners)).body.value.map((b) => b.url);
    const promotions = (await get<Promotion[]>(p, PATHS.content.promotions)).body.value.map((x) => x.imageUrl);
    const winners = (await get<{ iconUrl: string }[]>(p, PATHS.games.rankList)).body.value.map((w) => w.iconUrl);
    for (const url of new Set([...banners, ...promotions, ...winners])) {
      expect(url).toMatch(/\.webp$/);
      const res = await fetch(p.url + url);
      expect([url, res.status, res.headers.get('content-type')]).toEqual([url, 200, 'image/webp']);
      expect((await webpSize(res)).width, url).toBeGreaterThanOrEqual(192);
      const vector = await fetch(p.url + url.replace(/\.webp$/, '.svg'));
      expect(vector.headers.get('content-type'), url).toBe('image/svg+xml');
      expect(await vector.text(), url).toMatch(
        /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*><title>[^<]+<\/title>.*<\/svg>$/s,
      );
    }
  });

  it('lists notices for the marquee, newest first, each with its text', async () => {
    const notices = (await get<Notice[]>(p, PATHS.content.notices)).body.value;
    expect(notices.length).toBeGreaterThanOrEqual(3);
    expect(new Set(notices.map((n) => n.id)).size).toBe(notices.length);
    for (const n of notices) expect([n.title.length > 0, n.content.startsWith('<')]).toEqual([true, true]);
    const times = notices.map((n) => n.publishedAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  describe('announcements', () => {
    const path = (query: string) => `${PATHS.games.announcements}?${query}`;

    it('answer every type in its list, newest first', async () => {
      const { value } = (await get<Announcements>(p, path('types=B,PL,PU,PR,H&platform=W&execution=B'))).body;
      expect(new Set(value.banners.map((a) => a.type))).toEqual(new Set(['B']));
      expect(new Set(value.player.map((a) => a.type))).toEqual(new Set(['PL', 'H']));
      expect(new Set(value.popup.map((a) => a.type))).toEqual(new Set(['PU']));
      expect(new Set(value.promotion.map((a) => a.type))).toEqual(new Set(['PR']));
      // More than one page of the modal (7 a page).
      expect(value.player.length).toBeGreaterThan(7);
      for (const list of [value.player, value.banners, value.popup, value.promotion]) {
        const times = list.map((a) => a.publishedAt);
        expect(times).toEqual([...times].sort().reverse());
        for (const a of list) expect(a.publishedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      }
      expect((await get<Announcements>(p, PATHS.games.announcements)).body.value).toEqual(value);
    });

    it('filter by type: lists of types not asked for are empty', async () => {
      const popup = (await get<Announcements>(p, path('types=PU&platform=W&execution=B'))).body.value;
      expect(popup.popup.length).toBeGreaterThan(0);
      expect([popup.player, popup.banners, popup.promotion]).toEqual([[], [], []]);
      const home = (await get<Announcements>(p, path('types=H,H'))).body.value;
      expect(home.player.length).toBeGreaterThan(0);
      expect(home.player.every((a) => a.type === 'H')).toBe(true);
      expect(new Set(home.player.map((a) => a.id)).size).toBe(home.player.length);
    });

    it('keep hostile HTML exactly as stored: sanitising is the web app’s job', async () => {
      const { player } = (await get<Announcements>(p, path('types=PL'))).body.value;
      const hostile = player.find((a) => a.content.includes('<script>'));
      expect(hostile?.content).toContain("<script>alert('xss')</script>");
      expect(hostile?.content).toContain('<img src=x onerror="alert(document.cookie)">');
      const row = await p.db
        .selectFrom('announcements')
        .select('content')
        .where('id', '=', Number(hostile?.id))
        .executeTakeFirstOrThrow();
      expect(hostile?.content).toBe(row.content);
    });

    it.each(['types=X', 'types=B,,PL', 'types=b', 'types=B&platform=A', 'types=B&execution=Z'])(
      'refuse %s with 400',
      async (query) => {
        const { status, body } = await getJson<ErrorBody>(p.url, path(query));
        expect(status).toBe(400);
        expect(body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
      },
    );
  });

  it('answers the help centre as a tree of topics with HTML content', async () => {
    const tree = (await get<HelpTopic[]>(p, PATHS.other.helpCenter)).body.value;
    expect(tree.length).toBeGreaterThanOrEqual(5);
    expect(tree.filter((t) => t.children.length > 0).length).toBeGreaterThanOrEqual(4);
    const all = (topics: HelpTopic[]): HelpTopic[] => topics.flatMap((t) => [t, ...all(t.children)]);
    const nodes = all(tree);
    expect(new Set(nodes.map((t) => t.id)).size).toBe(nodes.length);
    for (const t of nodes) expect([t.title.length > 0, /^<(p|ol|ul)>/.test(t.content)], t.id).toEqual([true, true]);
    const rows = await p.db.selectFrom('help_topics').select('id').execute();
    expect(nodes).toHaveLength(rows.length);
  });

  it('answers VIP levels 0 to 10 whose requirements and benefits rise, in minor units', async () => {
    const levels = (await get<VipLevel[]>(p, PATHS.content.vipLevels)).body.value;
    expect(levels.map((l) => [l.rankLevel, l.labelName])).toEqual(Array.from({ length: 11 }, (_, i) => [i, `VIP${i}`]));
    for (const [a, b] of levels.slice(1).map((l, i) => [levels[i], l] as const)) {
      expect(b.depositRequirement).toBeGreaterThan(a?.depositRequirement ?? Infinity);
      expect(b.betRequirement).toBeGreaterThan(a?.betRequirement ?? Infinity);
      expect(b.rebateRate).toBeGreaterThan(a?.rebateRate ?? Infinity);
      expect(b.dailyWithdrawLimit).toBeGreaterThan(a?.dailyWithdrawLimit ?? Infinity);
    }
    for (const l of levels)
      for (const v of Object.values(l)) if (typeof v === 'number') expect(Number.isSafeInteger(v)).toBe(true);
    expect(levels[5]).toMatchObject({ depositRequirement: 100_000_00, dailyWithdrawLimit: 300_000_00 });
  });

  describe('promotions', () => {
    it('carry known types and labels, every label in use, and their terms', async () => {
      const all = (await get<Promotion[]>(p, PATHS.content.promotions)).body.value;
      expect(all.length).toBeGreaterThanOrEqual(10);
      for (const x of all) {
        expect(PROMOTION_TYPES).toContain(x.type);
        for (const label of x.labels) expect(PROMOTION_LABELS).toContain(label);
        // Its own significant terms, then the terms every promotion shares.
        const terms = x.content.split('<h3>Terms</h3>')[1] ?? '';
        expect(terms.match(/<li>/g)?.length ?? 0, x.title).toBeGreaterThanOrEqual(5);
        expect(terms).toContain('One bonus per member');
      }
      expect(new Set(all.flatMap((x) => x.labels))).toEqual(new Set(PROMOTION_LABELS));
      expect(new Set(all.map((x) => x.type)).size).toBeGreaterThanOrEqual(12);
    });

    it('filter by type, and all is every type', async () => {
      const all = (await get<Promotion[]>(p, `${PATHS.content.promotions}?type=all`)).body.value;
      let total = 0;
      for (const type of PROMOTION_TYPES) {
        const some = (await get<Promotion[]>(p, `${PATHS.content.promotions}?type=${type}`)).body.value;
        expect(
          some.every((x) => x.type === type),
          type,
        ).toBe(true);
        total += some.length;
      }
      expect(total).toBe(all.length);
      const bad = await getJson<ErrorBody>(p.url, `${PATHS.content.promotions}?type=casino`);
      expect([bad.status, bad.body.code]).toEqual([400, 'BAD_REQUEST']);
    });

    it('leave out a promotion that has ended', async () => {
      const titles = (await get<Promotion[]>(p, PATHS.content.promotions)).body.value.map((x) => x.title);
      expect(titles).not.toContain('Lunar New Year red envelopes');
      const ended = await p.db
        .selectFrom('promotions')
        .select('ends_at')
        .where('title', '=', 'Lunar New Year red envelopes')
        .executeTakeFirstOrThrow();
      expect(Date.parse(ended.ends_at ?? '')).toBeLessThan(Date.now());
    });
  });
});

describe('promotions on the platform clock', () => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await startPlatform({ clock: manualClock(Date.parse('2024-02-10T00:00:00.000Z')) });
  });
  afterAll(() => p.dispose());

  it('list a promotion until it ends', async () => {
    const running = (await get<Promotion[]>(p, PATHS.content.promotions)).body.value.find(
      (x) => x.title === 'Lunar New Year red envelopes',
    );
    expect(running).toMatchObject({ type: 'others', labels: ['limited'], endsAt: '2024-02-29T16:59:59.000Z' });
  });
});
