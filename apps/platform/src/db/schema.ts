import type { Generated, Insertable, Selectable } from 'kysely';
import type { AgentAnnouncementDatabase } from './schema-agent-announcements';
import type { CashierDatabase } from './schema-cashier';
import type { ContractsDatabase } from './schema-contracts';
import type { ContentDatabase } from './schema-content';
import type { GamesDatabase } from './schema-games';
import type { LedgerDatabase } from './schema-ledger';
import type { AuthenticatorDatabase, FeedbackDatabase, OperatorDatabase } from './schema-operator';
import type { PointsDatabase } from './schema-points';
import type { ReferralDatabase } from './schema-referral';
import type { TranslationDatabase } from './schema-translations';
import type { UplineDatabase } from './schema-upline';

/**
 * The platform's tables as the query builder sees them. Columns are plain SQL types that both
 * SQLite and PostgreSQL hold alike: text, integers (booleans as 0/1, money as integer minor
 * units), JSON kept as text.
 */
export interface Database
  extends
    ContentDatabase,
    LedgerDatabase,
    GamesDatabase,
    CashierDatabase,
    PointsDatabase,
    UplineDatabase,
    ReferralDatabase,
    AgentAnnouncementDatabase,
    OperatorDatabase,
    ContractsDatabase,
    FeedbackDatabase,
    AuthenticatorDatabase,
    TranslationDatabase {
  system_settings: SystemSettingsTable;
  resources: ResourcesTable;
  customer_service: CustomerServiceTable;
  countries: CountriesTable;
  register_rules: RegisterRulesTable;
  domains: DomainsTable;
  members: MembersTable;
  sessions: SessionsTable;
  member_ips: MemberIpsTable;
  verification_codes: VerificationCodesTable;
  code_sends: CodeSendsTable;
  captchas: CaptchasTable;
  login_attempts: LoginAttemptsTable;
  login_locks: LoginLocksTable;
  reset_tokens: ResetTokensTable;
  outbox: OutboxTable;
}

/** Key/value settings; `value` is JSON text. */
export interface SystemSettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface ResourcesTable {
  id: Generated<number>;
  resource_type: string;
  label_name_en: string;
  url: string;
  qr_code_url: string | null;
  sort_order: number;
}

export interface CustomerServiceTable {
  id: Generated<number>;
  title: string;
  cs_type: 'VIP' | 'LIVECHAT';
  path: string;
  sort_order: number;
}

export interface CountriesTable {
  country_code: string;
  dialing_code: string;
  name_en: string;
  sort_order: number;
}

/** Registration validation rules per registration method and field. */
export interface RegisterRulesTable {
  method: RegisterMethod;
  field: string;
  required: number;
  pattern_id: string;
  accepted_pattern: string;
  min_length: number;
  max_length: number;
  sort_order: number;
}

export type RegisterMethod = 'USERNAME' | 'MOBILE';

export interface DomainsTable {
  domain: string;
  sort_order: number;
}

export type NewResource = Insertable<ResourcesTable>;
export type ResourceRow = Selectable<ResourcesTable>;
export type NewCustomerService = Insertable<CustomerServiceTable>;
export type NewCountry = Insertable<CountriesTable>;
export type NewRegisterRule = Insertable<RegisterRulesTable>;
export type RegisterRuleRow = Selectable<RegisterRulesTable>;

/** A member, agent or trial account. `account` is the lower-case login name. */
export interface MembersTable {
  id: Generated<number>;
  account: string;
  nickname: string;
  /** Digits only, unique across countries; `dialing_code` (without '+') is its country's. */
  mobile_num: string | null;
  dialing_code: string | null;
  email: string | null;
  /** scrypt, with its parameters and salt (see identity/passwords). */
  password_hash: string;
  /** 0 member, 1/2/41/42 agents, 4 trial. */
  type: number;
  club_label: string;
  club_rank: number;
  /** JSON array of label names. */
  member_labels: string;
  /** The code others register with to become this agent's downline. */
  invitation_code: string | null;
  upline_id: number | null;
  first_time_login: number;
  password_changed_at: string;
  created_at: string;
  last_login_at: string | null;
  /** The display language the member chose (migration 0015); null until one is stored. */
  language: string | null;
}

/** How a session was opened; one opened by a reset link may change the password without the old one. */
export type SessionOrigin = 'password' | 'sms' | 'reset' | 'register' | 'freeplay';

/** A session: the token itself is never stored, only its SHA-256. */
export interface SessionsTable {
  token_hash: string;
  member_id: number;
  origin: SessionOrigin;
  ip: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** Addresses a member has logged in from. */
export interface MemberIpsTable {
  member_id: number;
  ip: string;
  first_seen_at: string;
  last_seen_at: string;
}

export type CodeChannel = 'sms' | 'email';
export type CodePurpose = 'register' | 'login' | 'reset';

/** A verification code sent by SMS (destination: mobile number) or e-mail; only its salted hash is kept. */
export interface VerificationCodesTable {
  id: Generated<number>;
  channel: CodeChannel;
  destination: string;
  purpose: CodePurpose;
  code_hash: string;
  created_at: string;
  expires_at: string;
  tries: Generated<number>;
  used_at: string | null;
}

/** One code sent: the send limits count these per destination and per caller address. */
export interface CodeSendsTable {
  id: Generated<number>;
  channel: CodeChannel;
  destination: string;
  ip: string;
  sent_at: string;
}

export interface CaptchasTable {
  id: string;
  answer_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  dev_answer: string | null;
}

/** A password check under way (`pending`) or failed, by login name and caller address. */
export interface LoginAttemptsTable {
  id: Generated<number>;
  account: string;
  ip: string;
  attempted_at: string;
  outcome: 'pending' | 'failed';
}

/** `subject` is `account:<name>` or `ip:<address>`. */
export interface LoginLocksTable {
  subject: string;
  locked_until: string;
}

export interface ResetTokensTable {
  token_hash: string;
  member_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Messages the platform sends; in this build nothing leaves: developers and tests read them here. */
export interface OutboxTable {
  id: Generated<number>;
  kind: CodeChannel;
  to_address: string;
  subject: string | null;
  body: string;
  created_at: string;
}

export type MemberRow = Selectable<MembersTable>;
export type NewMember = Insertable<MembersTable>;
export type OutboxRow = Selectable<OutboxTable>;
