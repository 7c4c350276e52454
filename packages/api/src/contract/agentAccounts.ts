import type { Announcement } from './content';

/**
 * The agent centre's announcement (agentAnnouncement) and register / account creation
 * (agentCreateAccount) pages. The spec names no calls for either: these are this contract's
 * choice, in its relay style beside the other `agent.*` reads.
 */

/**
 * `GET /wps/relay/MCSFE_getAgentAnnouncements` (token, agents only; others get 403 `NOT_AN_AGENT`):
 * the announcements written for agents (commission, team and policy notices), newest first, in
 * the shape of the site's announcements so the same list shows them.
 */
export interface AgentAnnouncements {
  announcements: Announcement[];
}

/**
 * `POST /wps/relay/MCSFE_createDownlineAccount` (token, agents only; body encrypted, it carries
 * the password): a new member whose upline is the agent, as an invitation code would make one.
 * Checked against the username registration rules the register settings serve (§5) for these
 * fields; refused as registration refuses: `USERNAME_TAKEN`, `INVALID_FIELD` (the field in the
 * value), `PASSWORD_MISMATCH`.
 */
export interface CreateDownlinePayload {
  username: string;
  password: string;
  confirmPassword: string;
  /** Optional; the account when empty. */
  nickname?: string;
}

/** The member just created. The agent stays signed in as themself. */
export interface CreatedDownline {
  memberId: number;
  account: string;
  nickname: string;
  registeredAt: string;
}

/** The fields an agent fills to create an account, in form order. */
export const DOWNLINE_ACCOUNT_FIELDS = ['username', 'password', 'confirmPassword', 'nickname'] as const;
type DownlineField = (typeof DOWNLINE_ACCOUNT_FIELDS)[number];

/**
 * The rules an account creation is checked by, web and platform alike: the username registration
 * rules (§5) of its fields, in its order, the nickname always optional.
 */
export function downlineAccountRules<Rule extends { field: string; required: boolean }>(
  usernameRules: readonly Rule[],
): Rule[] {
  return DOWNLINE_ACCOUNT_FIELDS.flatMap((field: DownlineField) => {
    const rule = usernameRules.find((r) => r.field === field);
    if (!rule) return [];
    return [field === 'nickname' ? { ...rule, required: false } : rule];
  });
}
