import type { Generated, Selectable } from 'kysely';
import type { FeedbackType, PaymentConfirmation, WithdrawEventKind } from '@tessera/api/contract';

/** The cash lifecycle (migration 0011): operators, withdrawal payments and events, images, payment notifications. */
export interface OperatorDatabase {
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  operator_actions: OperatorActionsTable;
  withdraw_payments: WithdrawPaymentsTable;
  withdraw_events: WithdrawEventsTable;
  uploaded_images: UploadedImagesTable;
  payment_notifications: PaymentNotificationsTable;
}

/** A member of staff: never a member, never logs in with a member's token. */
export interface OperatorsTable {
  id: Generated<number>;
  account: string;
  password_hash: string;
  created_at: string;
}

/** An operator's session: only the token's SHA-256 is kept. */
export interface OperatorSessionsTable {
  token_hash: string;
  operator_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** What an operator did, and when. */
export interface OperatorActionsTable {
  id: Generated<number>;
  operator_id: number;
  action: string;
  subject: string | null;
  amount: number | null;
  note: string | null;
  at: string;
}

/** One payment of a withdrawal, and the member's answer to it. */
export interface WithdrawPaymentsTable {
  id: Generated<number>;
  order_no: string;
  amount: number;
  operator_id: number;
  /** The operator's key: unique per order, so a retried payment pays once. */
  idempotency_key: string;
  paid_at: string;
  confirm_due_at: string;
  confirmation: PaymentConfirmation;
  answered_at: string | null;
}

/** A state change of a withdrawal. `actor`: `member`, `operator:{account}` or `system` (the time limit). */
export interface WithdrawEventsTable {
  id: Generated<number>;
  order_no: string;
  event: WithdrawEventKind;
  payment_id: number | null;
  amount: number | null;
  actor: string;
  note: string | null;
  at: string;
}

/** An image a member sent (png or jpeg by content), kept with what it belongs to. */
export interface UploadedImagesTable {
  id: Generated<number>;
  member_id: number;
  /** `withdraw-proof` (subject: the payment id) or `feedback` (subject: the feedback id). */
  purpose: string;
  subject: string;
  mime: 'image/png' | 'image/jpeg';
  size: number;
  bytes: Buffer;
  created_at: string;
}

/** Every signed payment notification that reached the platform, valid or not, and what it did. */
export interface PaymentNotificationsTable {
  notification_id: string;
  order_no: string;
  amount: number;
  status: string;
  notified_at: string;
  received_at: string;
  /** CREDITED, CANCELLED or IGNORED (the order was no longer waiting). */
  outcome: string;
}

export type OperatorRow = Selectable<OperatorsTable>;
export type WithdrawPaymentRow = Selectable<WithdrawPaymentsTable>;
export type WithdrawEventRow = Selectable<WithdrawEventsTable>;

/** Feedback (migration 0013): a member's question and the operator's replies. */
export interface FeedbackDatabase {
  feedback: FeedbackTable;
  feedback_replies: FeedbackRepliesTable;
}

export interface FeedbackTable {
  id: Generated<number>;
  member_id: number;
  question_type: FeedbackType;
  content: string;
  words: number;
  status: 'OPEN' | 'REPLIED';
  created_at: string;
}

export interface FeedbackRepliesTable {
  id: Generated<number>;
  feedback_id: number;
  operator_id: number;
  content: string;
  created_at: string;
}

/** Authenticator apps (migration 0014). */
export interface AuthenticatorDatabase {
  member_authenticators: MemberAuthenticatorsTable;
}

export interface MemberAuthenticatorsTable {
  member_id: number;
  /** The base32 TOTP secret, sealed under AUTHENTICATOR_KEY (`v1:{iv}:{tag}:{ciphertext}`, identity/sealed-secret.ts). */
  secret: string;
  created_at: string;
  /** Null while being bound: such a secret verifies nothing. */
  confirmed_at: string | null;
  /** The last TOTP time step accepted; a code of that step or an earlier one is refused. */
  last_step: number | null;
}
