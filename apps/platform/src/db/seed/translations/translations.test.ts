import { describe, expect, it } from 'vitest';
import { SEED_AGENT_ANNOUNCEMENTS } from '../agent-announcements';
import { SEED_ANNOUNCEMENTS, SEED_NOTICES } from '../announcements';
import { SEED_HELP_TOPICS } from '../help';
import { SEED_PROMOTIONS, SEED_VIP_LEVELS } from '../promotions';
import type { TranslatedKind } from '../../schema-translations';
import { SEED_LANGUAGES, SEED_TRANSLATIONS } from '.';

/** Every tag of a piece of HTML, attributes and all, in order: what a translation must keep of its original. */
const markup = (html: string | null | undefined): string[] => html?.match(/<[^>]+>/g) ?? [];

const ORIGINALS: ReadonlyArray<
  readonly [TranslatedKind, ReadonlyArray<{ id: string; title: string; content: string | null; summary?: string }>]
> = [
  ['NOTICE', SEED_NOTICES.map((n) => ({ id: String(n.id), title: n.title, content: n.content }))],
  ['ANNOUNCEMENT', SEED_ANNOUNCEMENTS.map((a) => ({ id: String(a.id), title: a.title, content: a.content }))],
  [
    'AGENT_ANNOUNCEMENT',
    SEED_AGENT_ANNOUNCEMENTS.map((a) => ({ id: String(a.id), title: a.title, content: a.content })),
  ],
  ['HELP_TOPIC', SEED_HELP_TOPICS.map((h) => ({ id: String(h.id), title: h.title, content: h.content }))],
  [
    'PROMOTION',
    SEED_PROMOTIONS.map((p) => ({ id: String(p.id), title: p.title, content: p.content, summary: p.summary })),
  ],
  ['VIP_LEVEL', SEED_VIP_LEVELS.map((v) => ({ id: String(v.rank_level), title: v.label_name, content: null }))],
];

describe('seeded translations', () => {
  it.each(SEED_LANGUAGES.map((l) => [l.code]))(
    '%s translates every seeded item of every kind, keeping its markup',
    (code) => {
      const rows = SEED_TRANSLATIONS.filter((t) => t.language === code);
      for (const [kind, originals] of ORIGINALS) {
        const ofKind = new Map(rows.filter((t) => t.kind === kind).map((t) => [t.item_id, t]));
        expect([...ofKind.keys()].sort(), `${code} ${kind}`).toEqual(originals.map((o) => o.id).sort());
        for (const original of originals) {
          const t = ofKind.get(original.id)!;
          const where = `${code} ${kind} ${original.id}`;
          expect(t.title, where).toBeTruthy();
          expect(markup(t.content), where).toEqual(markup(original.content));
          if (original.summary !== undefined) expect(t.summary, where).toBeTruthy();
          // Words of their own: nothing but a VIP level's name reads as the English does.
          if (kind !== 'VIP_LEVEL') expect(t.content, where).not.toBe(original.content);
        }
      }
    },
  );

  it('keeps the hostile markup of the security notices in every language (the sanitising is tested against it)', () => {
    const hostile = SEED_TRANSLATIONS.filter((t) => t.content?.includes('<script>'));
    expect(hostile.length).toBe(SEED_LANGUAGES.length * 2);
    for (const t of hostile.filter((h) => h.kind === 'ANNOUNCEMENT'))
      expect(t.content).toContain('<img src=x onerror="alert(document.cookie)">');
  });

  it('has one row per kind, item and language', () => {
    const keys = SEED_TRANSLATIONS.map((t) => `${t.kind}/${t.item_id}/${t.language}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
