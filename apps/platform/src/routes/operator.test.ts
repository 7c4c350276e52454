import type {
  DepositOrder,
  InboxMessages,
  OperatorAction,
  OperatorDeposit,
  OperatorList,
  OperatorWithdrawal,
  PaymentNotificationResult,
  WithdrawRecord,
  WithdrawRecords,
} from '@tessera/api/contract';
import {
  OPERATOR_CODES,
  PATHS,
  PAYMENT_NOTIFY_CODES,
  UPLOAD_IMAGE_MAX_BYTES,
  WITHDRAW_CONFIRM_CODES,
} from '@tessera/api/contract';
import { randomToken } from '@tessera/api/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iso, MINUTE } from '../clock';
import { signNotification } from '../cashier/notify';
import { ConfigError, loadConfig } from '../config';
import { SEED_PASSWORD } from '../db/seed/members';
import { SEED_OPERATOR } from '../db/seed/operators';
import { fundedMember, operatorSession, startCashPlatform, TEST_PAYMENT_SECRET, withdrawOf } from '../test/cash';
import { manualClock } from '../test/clock';
import type { ManualClock } from '../test/clock';
import type { Answer } from '../test/identity';
import { call } from '../test/platform';
import type { TestPlatform } from '../test/platform';
import { HOUSE_ACCOUNTS, ledgerBalance, walletAccount, walletBalance } from '../wallet/ledger';

const W = PATHS.operator.withdrawals;
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR-proof-image'),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF-proof')]);
const image = (name: string, bytes: Buffer, type = 'image/png') => ({ name, type, data: bytes.toString('base64') });

describe('operator side and the cash lifecycle', () => {
  let p: TestPlatform;
  let clock: ManualClock;
  let ops: Awaited<ReturnType<typeof operatorSession>>;
  beforeAll(async () => {
    clock = manualClock();
    p = await startCashPlatform({ clock });
    ops = await operatorSession(p);
  });
  afterAll(() => p.dispose());

  const mine = (token: string): Promise<Answer<WithdrawRecords>> =>
    call(p.url, 'GET', PATHS.cashier.withdrawList, { headers: { token } });
  const answer = (token: string, body: object): Promise<Answer<WithdrawRecord>> =>
    call(p.url, 'POST', PATHS.cashier.confirmWithdrawal, { json: body, headers: { token } });
  const pay = (orderNo: string, amount: number, idempotencyKey = randomToken(16)) =>
    ops.post<WithdrawRecord>(`${W}/${orderNo}/pay`, { amount, idempotencyKey });
  const inbox = async (token: string) =>
    (
      await call<{ value: InboxMessages }>(p.url, 'GET', `${PATHS.inbox.messageList}?pageSize=50`, {
        headers: { token },
      })
    ).body.value.content;
  const balance = async (id: number) => {
    const wallet = await walletBalance(p.db, id);
    expect(await ledgerBalance(p.db, walletAccount(id))).toBe(wallet);
    return wallet;
  };

  describe('operator accounts', () => {
    it('signs in with its own account; a wrong password, a member token or no token opens nothing', async () => {
      const wrong = await call<{ code: string }>(p.url, 'POST', PATHS.operator.session, {
        json: { account: SEED_OPERATOR, password: 'Wrong1234' },
      });
      expect(wrong.body.code).toBe(OPERATOR_CODES.loginFailed);
      const member = await call<{ code: string }>(p.url, 'POST', PATHS.operator.session, {
        json: { account: 'demo_member', password: SEED_PASSWORD },
      });
      expect(member.body.code).toBe(OPERATOR_CODES.loginFailed);
      expect((await call(p.url, 'GET', W)).status).toBe(401);
      const m = await fundedMember(p, 0);
      expect((await call(p.url, 'GET', W, { headers: { authorization: `Bearer ${m.token}` } })).status).toBe(401);
      expect((await call(p.url, 'GET', W, { headers: { token: m.token } })).status).toBe(401);
      const actions = await ops.get<OperatorList<OperatorAction>>(PATHS.operator.actions);
      expect(actions.body.value.content.some((a) => a.action === 'LOGIN' && a.operator === SEED_OPERATOR)).toBe(true);
    });

    it('serves its console page without inline script', async () => {
      const res = await fetch(`${p.url}/ops`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      const body = await res.text();
      expect(body).toContain('<script src="/ops/console.js"></script>');
      expect(body).not.toMatch(/<script>(?!<)/);
    });
  });

  describe('withdrawals', () => {
    it('pays a withdrawal in two parts; the member sees received and remaining, confirms, and the last part completes it', async () => {
      const m = await fundedMember(p, 20_000);
      const orderNo = await withdrawOf(p, m.token, 10_000);
      expect(await balance(m.id)).toBe(10_000);
      expect((await mine(m.token)).body.value.content[0]).toMatchObject({
        orderNo,
        state: 'PENDING',
        received: 0,
        remaining: 10_000,
      });

      expect((await pay(orderNo, 10_001)).body).toMatchObject({
        code: OPERATOR_CODES.overpayment,
        value: { remaining: 10_000 },
      });
      const key = randomToken(16);
      const first = await pay(orderNo, 4_000, key);
      expect(first.body.value).toMatchObject({ state: 'PARTIALLY_PAID', received: 4_000, remaining: 6_000 });
      // The same key again pays nothing more; with another amount it is refused.
      expect((await pay(orderNo, 4_000, key)).body.value).toMatchObject({ received: 4_000, remaining: 6_000 });
      expect((await pay(orderNo, 5_000, key)).body.code).toBe(OPERATOR_CODES.idempotencyConflict);

      const seen = (await mine(m.token)).body.value.content[0]!;
      expect(seen).toMatchObject({
        state: 'PARTIALLY_PAID',
        received: 4_000,
        remaining: 6_000,
        accountNumber: '********8901',
      });
      expect(seen.payments).toHaveLength(1);
      expect(seen.payments[0]).toMatchObject({
        amount: 4_000,
        confirmation: 'AWAITING',
        confirmDueAt: iso(clock.now() + 60 * MINUTE),
      });
      expect((await inbox(m.token))[0]?.title).toBe(`Withdrawal ${orderNo}: 40.00 paid`);
      expect((await inbox(m.token))[0]?.content).toContain('remaining: 60.00');

      expect((await answer(m.token, { orderNo, answer: 'ALL_RECEIVED' })).body.code).toBe(
        WITHDRAW_CONFIRM_CODES.notPaidInFull,
      );
      clock.advance(MINUTE);
      const received = await answer(m.token, { orderNo, answer: 'RECEIVED', paymentId: seen.payments[0]!.id });
      expect(received.body.value.payments[0]).toMatchObject({ confirmation: 'RECEIVED', answeredAt: iso(clock.now()) });
      expect((await answer(m.token, { orderNo, answer: 'RECEIVED', paymentId: seen.payments[0]!.id })).body.code).toBe(
        WITHDRAW_CONFIRM_CODES.notAwaiting,
      );

      clock.advance(MINUTE);
      expect((await pay(orderNo, 6_000)).body.value).toMatchObject({
        status: 'PAID',
        state: 'PAID',
        received: 10_000,
        remaining: 0,
      });
      expect((await pay(orderNo, 1)).body).toMatchObject({
        code: OPERATOR_CODES.wrongState,
        value: { status: 'PAID' },
      });
      clock.advance(MINUTE);
      const done = await answer(m.token, { orderNo, answer: 'ALL_RECEIVED' });
      expect(done.body.value).toMatchObject({ state: 'COMPLETED', received: 10_000, remaining: 0, refunded: 0 });
      expect(done.body.value.events.map((e) => e.event)).toEqual([
        'REQUESTED',
        'PAID',
        'RECEIVED',
        'PAID',
        'ALL_RECEIVED',
        'COMPLETED',
      ]);
      // Every state change is a row with its time and who made it.
      const rows = await p.db
        .selectFrom('withdraw_events')
        .select(['event', 'actor', 'at'])
        .where('order_no', '=', orderNo)
        .orderBy('id')
        .execute();
      expect(rows.map((r) => r.actor)).toEqual([
        `operator:${SEED_OPERATOR}`,
        'member',
        `operator:${SEED_OPERATOR}`,
        'member',
        'member',
      ]);
      expect(rows.every((r) => !Number.isNaN(Date.parse(r.at)))).toBe(true);
      expect((await inbox(m.token))[0]?.title).toBe(`Withdrawal ${orderNo} complete`);
      const actions = (await ops.get<OperatorList<OperatorAction>>(PATHS.operator.actions)).body.value.content.filter(
        (a) => a.subject === orderNo,
      );
      expect(actions.map((a) => [a.action, a.amount, a.operator])).toEqual([
        ['WITHDRAWAL_PAID', 6_000, SEED_OPERATOR],
        ['WITHDRAWAL_PAID', 4_000, SEED_OPERATOR],
      ]);
      // The money left once, when asked for; paying out moves nothing more in the member's wallet.
      expect(await balance(m.id)).toBe(10_000);
      const listed = await ops.get<OperatorList<OperatorWithdrawal>>(`${W}?status=COMPLETED`);
      expect(listed.body.value.content.map((w) => w.orderNo)).toContain(orderNo);
    });

    it('counts a payment nobody answered within the time limit as received (forced receipt), without refunding', async () => {
      expect((await ops.put(PATHS.operator.settings, { confirmMinutes: 30 })).body).toMatchObject({
        success: true,
        value: { confirmMinutes: 30 },
      });
      const m = await fundedMember(p, 10_000);
      const orderNo = await withdrawOf(p, m.token, 5_000);
      const paidAt = clock.now();
      await pay(orderNo, 5_000);
      clock.advance(29 * MINUTE);
      expect((await mine(m.token)).body.value.content[0]).toMatchObject({
        state: 'PAID',
        payments: [{ confirmation: 'AWAITING' }],
      });
      clock.advance(2 * MINUTE);
      const after = (await mine(m.token)).body.value.content[0]!;
      expect(after).toMatchObject({ state: 'COMPLETED', refunded: 0, received: 5_000, remaining: 0 });
      expect(after.payments[0]).toMatchObject({
        confirmation: 'FORCED_RECEIPT',
        answeredAt: iso(paidAt + 30 * MINUTE),
      });
      expect(after.events.slice(-2)).toEqual([
        { event: 'FORCED_RECEIPT', amount: 5_000, at: iso(paidAt + 30 * MINUTE), note: null },
        { event: 'COMPLETED', amount: null, at: iso(paidAt + 30 * MINUTE), note: null },
      ]);
      expect((await mine(m.token)).body.value.confirmMinutes).toBe(30);
      expect((await inbox(m.token))[0]?.title).toBe(`Withdrawal ${orderNo}: payment counted as received`);
      expect(await balance(m.id)).toBe(5_000);
      expect((await answer(m.token, { orderNo, answer: 'RECEIVED', paymentId: after.payments[0]!.id })).body.code).toBe(
        WITHDRAW_CONFIRM_CODES.notAwaiting,
      );
      await ops.put(PATHS.operator.settings, { confirmMinutes: 60 });
    });

    it('rejects with a reason and returns what was not paid through the ledger, once', async () => {
      const m = await fundedMember(p, 30_000);
      const orderNo = await withdrawOf(p, m.token, 20_000);
      expect(await balance(m.id)).toBe(10_000);
      const house = await ledgerBalance(p.db, HOUSE_ACCOUNTS.withdrawals);
      await pay(orderNo, 5_000);
      expect((await ops.post(`${W}/${orderNo}/reject`, { reason: ' ' })).body).toMatchObject({
        code: OPERATOR_CODES.invalidReason,
      });
      const rejected = await ops.post<WithdrawRecord>(`${W}/${orderNo}/reject`, {
        reason: 'Account holder <b>does not</b> match',
      });
      expect(rejected.body.value).toMatchObject({
        status: 'REJECTED',
        state: 'REJECTED',
        received: 5_000,
        remaining: 0,
        refunded: 15_000,
        rejectReason: 'Account holder <b>does not</b> match',
      });
      expect(await balance(m.id)).toBe(25_000);
      expect(await ledgerBalance(p.db, HOUSE_ACCOUNTS.withdrawals)).toBe(house - 15_000);
      expect((await ops.post(`${W}/${orderNo}/reject`, { reason: 'again' })).body).toMatchObject({
        code: OPERATOR_CODES.wrongState,
        value: { status: 'REJECTED' },
      });
      expect((await pay(orderNo, 1_000)).body.code).toBe(OPERATOR_CODES.wrongState);
      expect(await balance(m.id)).toBe(25_000);
      const message = (await inbox(m.token))[0]!;
      expect(message.title).toBe(`Withdrawal ${orderNo} rejected`);
      expect(message.content).toContain('Account holder &lt;b&gt;does not&lt;/b&gt; match');
      expect(message.content).toContain('150.00 went back');
      const refund = await p.db
        .selectFrom('ledger_transfers')
        .select(['kind', 'amount'])
        .where('idempotency_key', '=', `withdraw-refund:${orderNo}`)
        .execute();
      expect(refund).toEqual([{ kind: 'WITHDRAWAL', amount: 15_000 }]);
      expect((await ops.get<OperatorList<OperatorAction>>(PATHS.operator.actions)).body.value.content[0]).toMatchObject(
        { action: 'WITHDRAWAL_REJECTED', subject: orderNo, amount: 15_000 },
      );
    });

    it('takes not received with up to three png or jpg proofs checked by content, and shows them to the operator', async () => {
      const m = await fundedMember(p, 10_000);
      const orderNo = await withdrawOf(p, m.token, 6_000);
      const paymentId = (await pay(orderNo, 3_000)).body.value.payments[0]!.id;
      const send = (proofs: object[]) => answer(m.token, { orderNo, answer: 'NOT_RECEIVED', paymentId, proofs });

      expect(
        (await send([image('a.png', PNG), image('b.png', PNG), image('c.png', PNG), image('d.png', PNG)])).body,
      ).toMatchObject({ code: WITHDRAW_CONFIRM_CODES.tooManyImages, value: { max: 3 } });
      // A text file named and typed as a png is refused by its content.
      expect((await send([image('fake.png', Buffer.from('not really an image at all'))])).body).toMatchObject({
        code: WITHDRAW_CONFIRM_CODES.imageType,
        value: { name: 'fake.png' },
      });
      const gif = Buffer.from('GIF89a-----');
      expect((await send([image('anim.jpg', gif, 'image/jpeg')])).body.code).toBe(WITHDRAW_CONFIRM_CODES.imageType);
      const big = Buffer.concat([PNG, Buffer.alloc(UPLOAD_IMAGE_MAX_BYTES)]);
      expect((await send([image('big.png', big)])).body).toMatchObject({
        code: WITHDRAW_CONFIRM_CODES.imageTooLarge,
        value: { name: 'big.png', maxBytes: UPLOAD_IMAGE_MAX_BYTES },
      });
      // Just under the bound passes.
      const edge = Buffer.concat([PNG, Buffer.alloc(UPLOAD_IMAGE_MAX_BYTES - PNG.length)]);
      expect(edge.length).toBe(UPLOAD_IMAGE_MAX_BYTES);
      expect(
        (
          await p.db
            .selectFrom('withdraw_payments')
            .select('confirmation')
            .where('id', '=', paymentId)
            .executeTakeFirstOrThrow()
        ).confirmation,
      ).toBe('AWAITING');

      const sent = await send([image('receipt.png', edge), image('screen.jpg', JPEG, 'image/jpeg')]);
      expect(sent.body.value.payments[0]).toMatchObject({ confirmation: 'NOT_RECEIVED', proofCount: 2 });
      // Not received stays open to the operator and is never forced.
      clock.advance(2 * 60 * MINUTE);
      expect((await mine(m.token)).body.value.content[0]!.payments[0]!.confirmation).toBe('NOT_RECEIVED');
      const disputed = (
        await ops.get<OperatorList<OperatorWithdrawal>>(`${W}?status=NOT_RECEIVED`)
      ).body.value.content.find((w) => w.orderNo === orderNo)!;
      expect(disputed.proofIds).toHaveLength(2);
      const res = await fetch(`${p.url}/ops/images/${disputed.proofIds[1]}`, {
        headers: { authorization: `Bearer ${ops.token}` },
      });
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect(Buffer.from(await res.arrayBuffer()).equals(JPEG)).toBe(true);
      expect((await fetch(`${p.url}/ops/images/${disputed.proofIds[1]}`, { headers: { token: m.token } })).status).toBe(
        401,
      );
      // When the money arrives after all, the member can still say so.
      expect(
        (await answer(m.token, { orderNo, answer: 'RECEIVED', paymentId })).body.value.payments[0]!.confirmation,
      ).toBe('RECEIVED');
      // Another member cannot answer for it.
      const other = await fundedMember(p, 0);
      expect((await answer(other.token, { orderNo, answer: 'RECEIVED', paymentId })).body.code).toBe(
        WITHDRAW_CONFIRM_CODES.notFound,
      );
    });
  });

  describe('deposits', () => {
    it('lists deposits by status and confirms one as received: credited once, recorded with who and when', async () => {
      const m = await fundedMember(p, 0);
      const order = (
        await call<{ value: DepositOrder }>(p.url, 'POST', PATHS.cashier.createDeposit, {
          json: { channelCode: 'BANK_TRANSFER', amount: 20_000, idempotencyKey: randomToken(16) },
          headers: { token: m.token },
        })
      ).body.value;
      const pending = await ops.get<OperatorList<OperatorDeposit>>(`${PATHS.operator.deposits}?status=PENDING`);
      expect(pending.body.value.content.find((d) => d.orderNo === order.orderNo)).toMatchObject({
        account: m.account,
        amount: 20_000,
        status: 'PENDING',
      });
      expect((await ops.get(`${PATHS.operator.deposits}?status=NOPE`)).status).toBe(400);
      const confirmed = await ops.post<OperatorDeposit>(`${PATHS.operator.deposits}/${order.orderNo}/confirm`);
      expect(confirmed.body.value).toMatchObject({ status: 'PAID', settledAt: iso(clock.now()) });
      expect((await ops.post(`${PATHS.operator.deposits}/${order.orderNo}/confirm`)).body.code).toBe(
        OPERATOR_CODES.wrongState,
      );
      expect(await balance(m.id)).toBe(20_000);
      expect((await ops.get<OperatorList<OperatorAction>>(PATHS.operator.actions)).body.value.content[0]).toMatchObject(
        {
          action: 'DEPOSIT_CONFIRMED',
          subject: order.orderNo,
          amount: 20_000,
          operator: SEED_OPERATOR,
          at: iso(clock.now()),
        },
      );
    });
  });

  describe('payment notifications', () => {
    const newOrder = async () => {
      const m = await fundedMember(p, 0);
      const order = (
        await call<{ value: DepositOrder }>(p.url, 'POST', PATHS.cashier.createDeposit, {
          json: { channelCode: 'E_WALLET', amount: 12_300, idempotencyKey: randomToken(16) },
          headers: { token: m.token },
        })
      ).body.value;
      return { m, order };
    };
    const notification = (orderNo: string, amount: number, extra: object = {}, secret = TEST_PAYMENT_SECRET) => {
      const unsigned = {
        notificationId: randomToken(16),
        orderNo,
        amount,
        status: 'PAID' as const,
        notifiedAt: iso(clock.now()),
        ...extra,
      };
      return { ...unsigned, signature: signNotification(secret, unsigned) };
    };
    const notify = (body: object): Promise<Answer<PaymentNotificationResult>> =>
      call(p.url, 'POST', PATHS.cashier.paymentNotify, { json: body });

    it('credits a valid, fresh, first notification once; a replay credits nothing', async () => {
      const { m, order } = await newOrder();
      const n = notification(order.orderNo, 12_300);
      expect((await notify(n)).body.value).toEqual({ outcome: 'CREDITED', status: 'PAID' });
      expect((await notify(n)).body.code).toBe(PAYMENT_NOTIFY_CODES.replayed);
      // A new, valid notification for a paid order changes nothing either.
      expect((await notify(notification(order.orderNo, 12_300))).body.value).toEqual({
        outcome: 'IGNORED',
        status: 'PAID',
      });
      expect(await balance(m.id)).toBe(12_300);
      expect(
        await p.db
          .selectFrom('payment_notifications')
          .select('outcome')
          .where('order_no', '=', order.orderNo)
          .orderBy('received_at')
          .execute(),
      ).toHaveLength(2);
    });

    it('credits nothing for a forged, altered, stale or wrong-amount notification', async () => {
      const { m, order } = await newOrder();
      expect(
        (await notify(notification(order.orderNo, 12_300, {}, 'someone-elses-secret-0123456789abcdef'))).body.code,
      ).toBe(PAYMENT_NOTIFY_CODES.signatureInvalid);
      expect((await notify({ ...notification(order.orderNo, 12_300), amount: 99_999 })).body.code).toBe(
        PAYMENT_NOTIFY_CODES.signatureInvalid,
      );
      expect((await notify({ ...notification(order.orderNo, 12_300), signature: 'f'.repeat(64) })).body.code).toBe(
        PAYMENT_NOTIFY_CODES.signatureInvalid,
      );
      expect(
        (await notify(notification(order.orderNo, 12_300, { notifiedAt: iso(clock.now() - 6 * MINUTE) }))).body.code,
      ).toBe(PAYMENT_NOTIFY_CODES.stale);
      expect(
        (await notify(notification(order.orderNo, 12_300, { notifiedAt: iso(clock.now() + 6 * MINUTE) }))).body.code,
      ).toBe(PAYMENT_NOTIFY_CODES.stale);
      expect((await notify(notification(order.orderNo, 99_999))).body.code).toBe(PAYMENT_NOTIFY_CODES.amountMismatch);
      expect((await notify(notification('D20990101000', 12_300))).body.code).toBe(PAYMENT_NOTIFY_CODES.orderNotFound);
      expect((await notify({ orderNo: order.orderNo })).status).toBe(400);
      expect(await balance(m.id)).toBe(0);
      expect(
        (
          await call<{ value: DepositOrder }>(p.url, 'GET', `${PATHS.cashier.depositOrder}?orderNo=${order.orderNo}`, {
            headers: { token: m.token },
          })
        ).body.value.status,
      ).toBe('PENDING');
      // A FAILED notification cancels the order.
      expect((await notify(notification(order.orderNo, 12_300, { status: 'FAILED' }))).body.value).toEqual({
        outcome: 'CANCELLED',
        status: 'CANCELLED',
      });
      expect(await balance(m.id)).toBe(0);
    });

    it('leaves the simulator out when it is off; production refuses to start with it on', async () => {
      const off = await startCashPlatform({ clock, paymentSimulator: false });
      try {
        const m = await fundedMember(off, 0);
        const order = (
          await call<{ value: DepositOrder }>(off.url, 'POST', PATHS.cashier.createDeposit, {
            json: { channelCode: 'E_WALLET', amount: 5_000, idempotencyKey: randomToken(16) },
            headers: { token: m.token },
          })
        ).body.value;
        expect(order.payUrl).toBe('');
        expect((await fetch(`${off.url}/wps/cashier/pay/${order.orderNo}?t=${'a'.repeat(64)}`)).status).toBe(404);
      } finally {
        await off.dispose();
      }
      expect(() =>
        loadConfig({ NODE_ENV: 'production', PAYMENT_SIMULATOR: '1', AUTHENTICATOR_KEY: 'ab'.repeat(32) }),
      ).toThrow(/PAYMENT_SIMULATOR/);
      expect(loadConfig({ NODE_ENV: 'production', AUTHENTICATOR_KEY: 'ab'.repeat(32) }).paymentSimulator).toBe(false);
      expect(loadConfig({}).paymentSimulator).toBe(true);
      expect(loadConfig({ PAYMENT_SIMULATOR: '0' }).paymentSimulator).toBe(false);
      expect(() => loadConfig({ PAYMENT_NOTIFY_SECRET: 'short' })).toThrow(ConfigError);
    });
  });
});
