import type { AnnouncementType } from '@tessera/api/contract';
import type { NewAgentAnnouncement } from '../schema-agent-announcements';

/** [type, title, HTML content, published at]: what an operator tells its agents. */
type Row = readonly [AnnouncementType, string, string, string];

const AGENT_ANNOUNCEMENTS: readonly Row[] = [
  [
    'PL',
    'Commission statement for June',
    '<p>June’s commission statements are ready under <em>My income</em>. Payouts reach your main wallet by <strong>5 July</strong>.</p><p>Questions about a figure? Contact your agent manager within 7 days.</p>',
    '2024-07-01T02:00:00.000Z',
  ],
  [
    'PR',
    'Recruit 5 active members, earn a 300.00 bonus',
    '<p>Every agent whose new downlines include <strong>5 active members</strong> (each with 500.00 valid bets) between 1 and 31 July receives a one-off bonus of <strong>300.00</strong>.</p><ul><li>Active members count once each</li><li>Paid with August’s first statement</li></ul>',
    '2024-06-29T03:00:00.000Z',
  ],
  [
    'PL',
    'Creating accounts for your team',
    "<p>You can now open accounts for new members yourself under <em>Register</em> in the agent centre. They join your team at once; ask them to change their password at first login.</p><script>alert('xss')</script>",
    '2024-06-20T08:30:00.000Z',
  ],
  [
    'PL',
    'Agent policy update: dividend periods',
    '<p>From 1 July, dividend contracts settle <strong>semi-monthly</strong> by default. Existing contracts keep their period until renewed.</p>',
    '2024-06-15T01:00:00.000Z',
  ],
  [
    'H',
    'Never share member passwords',
    '<p>Staff will never ask for your members’ passwords. Report any such request to customer service.</p>',
    '2024-06-02T06:00:00.000Z',
  ],
  [
    'PL',
    'Team betting figures now refresh every minute',
    '<p>Team overview and team betting now show bets placed up to a minute ago.</p>',
    '2024-05-25T04:00:00.000Z',
  ],
  [
    'PR',
    'Daily salary rates raised for top agents',
    '<p>Agents whose team’s daily valid bets reach <strong>50,000.00</strong> earn a daily salary rate of <strong>0.8%</strong>.</p>',
    '2024-05-10T02:00:00.000Z',
  ],
  [
    'PL',
    'Welcome to the agent centre',
    '<p>Follow your team, their bets and your income in one place. Start with <em>Team overview</em>.</p>',
    '2024-05-01T00:00:00.000Z',
  ],
];

export const SEED_AGENT_ANNOUNCEMENTS: NewAgentAnnouncement[] = AGENT_ANNOUNCEMENTS.map(
  ([type, title, content, published_at], i) => ({
    id: i + 1,
    type,
    title,
    content,
    published_at,
  }),
);
