import type { Generated, Insertable } from 'kysely';

/** Announcements for agents (migration 0010). */
export interface AgentAnnouncementDatabase {
  agent_announcements: AgentAnnouncementsTable;
}

/** One announcement the agent centre shows; HTML content kept as written (the front end sanitises it). */
export interface AgentAnnouncementsTable {
  id: Generated<number>;
  /** B, PL, PU, PR or H, as the site's announcements. */
  type: string;
  title: string;
  content: string;
  published_at: string;
}

export type NewAgentAnnouncement = Insertable<AgentAnnouncementsTable>;
