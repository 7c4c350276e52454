import type {
  Announcements,
  AnnouncementType,
  Banner,
  BannerGroup,
  BannerLinkageType,
  HelpTopic,
  Notice,
} from '@tessera/api/contract';
import { ANNOUNCEMENT_PLACEMENT } from '@tessera/api/contract';
import type { Db } from '../db/open';
import { translated, translationsOf } from '../language/content';

/** The banners of one group, or of every group, in display order. */
export async function listBanners(db: Db, groupName?: string): Promise<Banner[]> {
  let query = db.selectFrom('banners').selectAll();
  if (groupName !== undefined) query = query.where('group_name', '=', groupName);
  const rows = await query.orderBy('group_name').orderBy('sort_order').orderBy('id').execute();
  return rows.map((r) => ({
    bannerId: String(r.id),
    groupName: r.group_name as BannerGroup,
    url: r.image_url,
    title: r.title,
    linkageType: r.linkage_type as BannerLinkageType | null,
    linkageTarget: r.linkage_target,
  }));
}

/** The marquee's notices, newest first, in `language` where translated (English otherwise, notice by notice). */
export async function listNotices(db: Db, language: string): Promise<Notice[]> {
  const [rows, translations] = await Promise.all([
    db.selectFrom('notices').selectAll().orderBy('published_at', 'desc').orderBy('id', 'desc').execute(),
    translationsOf(db, 'NOTICE', language),
  ]);
  return rows.map((r) =>
    translated(
      { id: String(r.id), title: r.title, content: r.content, publishedAt: r.published_at },
      translations.get(String(r.id)),
    ),
  );
}

/** The announcements of these types, newest first, each in the list its type is shown in, in `language` where translated. */
export async function listAnnouncements(
  db: Db,
  types: readonly AnnouncementType[],
  language: string,
): Promise<Announcements> {
  const lists: Announcements = { player: [], banners: [], popup: [], promotion: [] };
  if (types.length === 0) return lists;
  const [rows, translations] = await Promise.all([
    db
      .selectFrom('announcements')
      .selectAll()
      .where('type', 'in', types)
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    translationsOf(db, 'ANNOUNCEMENT', language),
  ]);
  for (const r of rows) {
    const type = r.type as AnnouncementType;
    lists[ANNOUNCEMENT_PLACEMENT[type]].push(
      translated(
        { id: String(r.id), type, title: r.title, content: r.content, publishedAt: r.published_at },
        translations.get(String(r.id)),
      ),
    );
  }
  return lists;
}

/** The help centre as a tree, each level in display order, each topic in `language` where translated. */
export async function helpTree(db: Db, language: string): Promise<HelpTopic[]> {
  const [rows, translations] = await Promise.all([
    db.selectFrom('help_topics').selectAll().orderBy('sort_order').orderBy('id').execute(),
    translationsOf(db, 'HELP_TOPIC', language),
  ]);
  const children = new Map<number | null, typeof rows>();
  for (const row of rows) children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row]);
  const build = (parent: number | null): HelpTopic[] =>
    (children.get(parent) ?? []).map((r) =>
      translated(
        { id: String(r.id), title: r.title, content: r.content, children: build(r.id) },
        translations.get(String(r.id)),
      ),
    );
  return build(null);
}
