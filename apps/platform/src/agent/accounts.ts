import type { AgentAnnouncements, AnnouncementType, CreatedDownline } from '@tessera/api/contract';
import type { Db } from '../db/open';
import { translated, translationsOf } from '../language/content';
import type { Fields } from '../http/encrypted';
import type { IdentityContext } from '../identity/context';
import { createDownlineMember } from '../identity/register';

/** The announcements for agents, newest first, in `language` where translated (English otherwise, one by one). */
export async function agentAnnouncements(db: Db, language: string): Promise<AgentAnnouncements> {
  const [rows, translations] = await Promise.all([
    db.selectFrom('agent_announcements').selectAll().orderBy('published_at', 'desc').orderBy('id', 'desc').execute(),
    translationsOf(db, 'AGENT_ANNOUNCEMENT', language),
  ]);
  return {
    announcements: rows.map((r) =>
      translated(
        {
          id: String(r.id),
          type: r.type as AnnouncementType,
          title: r.title,
          content: r.content,
          publishedAt: r.published_at,
        },
        translations.get(String(r.id)),
      ),
    ),
  };
}

/** A member created by the agent, under the agent (registration's own checks and insert). */
export async function createDownline(ctx: IdentityContext, agentId: number, fields: Fields): Promise<CreatedDownline> {
  const member = await createDownlineMember(ctx, agentId, fields);
  return { memberId: member.id, account: member.account, nickname: member.nickname, registeredAt: member.created_at };
}
