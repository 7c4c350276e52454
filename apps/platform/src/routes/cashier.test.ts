import type { DepositChannel, DepositOrder, LoginResult, WithdrawOrder, WithdrawSettings } from '@tessera/api/contract';
import { CASHIER_CODES, DEFAULT_TRANSPORT_KEY, PATHS } from '@tessera/api/contract';
import { encryptText, randomToken } from '@tessera/api/crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MINUTE } from '../clock';
import { SEED_WITHDRAW_LIMITS, WITHDRAW_LIMITS_SETTING } from '../db/seed/cashier';
import { manualClock } from '../test/clock';
import type { ManualClock } from '../test/clock';
import type { Answer } from '../test/identity';
import { register, registration, sealed } from '../test/identity';
import { call, startPlatform } from '../test/platform';
import type { TestPlatform } from '../test/platform';
import { HOUSE_ACCOUNTS, ledgerBalance, walletAccount, walletBalance } from '../wallet/ledger';

const C = CASHIER_CODES;

describe('cashier', () => {
  let p: TestPlatform;
  let clock: ManualClock;
  beforeAll(async () => {
    clock = manualClock();
    p = await startPlatform({ clock });
  });
  afterAll(() => p.dispose());
  beforeEach(async () => {
    await call(p.url, 'DELETE', '/__dev/limits');
  });

  let n = 0;
  /** A freshly registered member (password Secret123) with an empty wallet. */
  const member = async (): Promise<{ token: string; id: number }> => {
    n += 1;
    const account = `cash${Date.now() % 1_000_000}${n}`;
    const answer = await register(p, registration(account));
    expect(answer.body.success).toBe(true);
    const row = await p.db.selectFrom('members').select('id').where('account', '=', account).executeTakeFirstOrThrow();
    return { token: answer.body.value.token, id: row.id };
  };

  const get = <T>(path: string, token?: string): Promise<Answer<T>> =>
    call(p.url, 'GET', path, { headers: token === undefined ? {} : { token } });
  const create = (token: string, body: object): Promise<Answer<DepositOrder>> =>
    call(p.url, 'POST', PATHS.cashier.createDeposit, { json: body, headers: { token } });
  const order = (token: string, orderNo: string) =>
    get<DepositOrder>(`${PATHS.cashier.depositOrder}?orderNo=${encodeURIComponent(orderNo)}`, token);
  const key = () => randomToken(16);

  /** Submits the payment page's form (pay or cancel); answers the status and page text. */
  const press = async (payUrl: string, action: 'pay' | 'cancel', token?: string) => {
    const url = new URL(payUrl);
    const t = token ?? url.searchParams.get('t') ?? '';
    const res = await fetch(url.origin + url.pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ t, action }).toString(),
    });
    return { status: res.status, text: await res.text() };
  };

  /** A member's MAIN balance, checked against the sum of its ledger entries. */
  const balance = async (id: number): Promise<number> => {
    const wallet = await walletBalance(p.db, id);
    expect(await ledgerBalance(p.db, walletAccount(id))).toBe(wallet);
    return wallet;
  };

  const deposit = async (token: string, amount = 10_000, channelCode = 'QR_BANKING'): Promise<DepositOrder> => {
    const answer = await create(token, { channelCode, amount, idempotencyKey: key() });
    expect(answer.body).toMatchObject({ success: true });
    return answer.body.value;
  };

  describe('deposit', () => {
    it('lists the open channels with limits in minor units and logos from the payment resources', async () => {
      const { token } = await member();
      const answer = await get<DepositChannel[]>(PATHS.cashier.depositChannels, token);
      expect(answer.status).toBe(200);
      const channels = answer.body.value;
      expect(channels.map((c) => c.code)).toEqual([
        'QR_BANKING',
        'ONLINE_BANKING',
        'E_WALLET',
        'MOBILE_MONEY',
        'BANK_TRANSFER',
      ]);
      expect(channels[0]).toEqual({
        code: 'QR_BANKING',
        name: 'QR banking',
        kind: 'ONLINE',
        minAmount: 1_000,
        maxAmount: 2_000_000,
        logoUrl: '/static/payment/qr-banking.svg',
      });
      expect(channels.find((c) => c.code === 'BANK_TRANSFER')?.kind).toBe('BANK_TRANSFER');
      const logo = await fetch(p.url + channels[0]!.logoUrl);
      expect(logo.status).toBe(200);
      await p.db.updateTable('deposit_channels').set({ enabled: 0 }).where('code', '=', 'MOBILE_MONEY').execute();
      expect(
        (await get<DepositChannel[]>(PATHS.cashier.depositChannels, token)).body.value.map((c) => c.code),
      ).not.toContain('MOBILE_MONEY');
      expect(
        (await create(token, { channelCode: 'MOBILE_MONEY', amount: 5_000, idempotencyKey: key() })).body.code,
      ).toBe(C.channelNotFound);
      await p.db.updateTable('deposit_channels').set({ enabled: 1 }).where('code', '=', 'MOBILE_MONEY').execute();
    });

    it('refuses visitors (401) and trial accounts', async () => {
      expect((await get(PATHS.cashier.depositChannels)).status).toBe(401);
      expect(
        (
          await call(p.url, 'POST', PATHS.cashier.createDeposit, {
            json: { channelCode: 'QR_BANKING', amount: 5_000, idempotencyKey: key() },
          })
        ).status,
      ).toBe(401);
      const random = encryptText(randomToken(32), DEFAULT_TRANSPORT_KEY);
      const trial = await call<{ value: LoginResult }>(p.url, 'POST', PATHS.login.freePlay, {
        json: sealed({ os: 'linux', platform: 'W', random, gatewayVersion: 3 }),
      });
      const answer = await create(trial.body.value.token, {
        channelCode: 'QR_BANKING',
        amount: 5_000,
        idempotencyKey: key(),
      });
      expect(answer.body).toMatchObject({ success: false, code: 'TRIAL_ACCOUNT' });
    });

    it.each([
      ['below the minimum', 999, C.amountOutOfRange],
      ['above the maximum', 2_000_001, C.amountOutOfRange],
      ['a fraction of a minor unit', 1_000.5, C.invalidAmount],
      ['zero', 0, C.invalidAmount],
      ['negative', -5_000, C.invalidAmount],
      ['not a number', 'lots', C.invalidAmount],
    ])('refuses an amount %s', async (_name, amount, code) => {
      const { token, id } = await member();
      const answer = await create(token, { channelCode: 'QR_BANKING', amount, idempotencyKey: key() });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ success: false, code });
      if (code === C.amountOutOfRange) expect(answer.body.value).toEqual({ minAmount: 1_000, maxAmount: 2_000_000 });
      expect(await p.db.selectFrom('deposit_orders').select('order_no').where('member_id', '=', id).execute()).toEqual(
        [],
      );
    });

    it('accepts the limits themselves, and refuses unknown channels and missing keys', async () => {
      const { token } = await member();
      expect(
        (await create(token, { channelCode: 'QR_BANKING', amount: 1_000, idempotencyKey: key() })).body.value.status,
      ).toBe('PENDING');
      expect(
        (await create(token, { channelCode: 'QR_BANKING', amount: 2_000_000, idempotencyKey: key() })).body.value
          .status,
      ).toBe('PENDING');
      expect((await create(token, { channelCode: 'NOPE', amount: 5_000, idempotencyKey: key() })).body.code).toBe(
        C.channelNotFound,
      );
      expect((await create(token, { channelCode: 'QR_BANKING', amount: 5_000 })).body.code).toBe(
        C.invalidIdempotencyKey,
      );
      expect(
        (await create(token, { channelCode: 'QR_BANKING', amount: 5_000, idempotencyKey: 'has space' })).body.code,
      ).toBe(C.invalidIdempotencyKey);
    });

    it('answers one order for concurrent duplicates of a key, each with a working link, and refuses the key for another amount', async () => {
      const { token, id } = await member();
      const body = { channelCode: 'E_WALLET', amount: 12_345, idempotencyKey: key() };
      const answers = await Promise.all(Array.from({ length: 6 }, () => create(token, body)));
      const orders = answers.map((a) => a.body.value);
      expect(new Set(orders.map((o) => o.orderNo)).size).toBe(1);
      expect(
        await p.db.selectFrom('deposit_orders').select('order_no').where('member_id', '=', id).execute(),
      ).toHaveLength(1);
      expect(orders[0]).toMatchObject({ channelCode: 'E_WALLET', amount: 12_345, status: 'PENDING' });
      expect(Date.parse(orders[0]!.expiresAt) - Date.parse(orders[0]!.createdAt)).toBe(30 * MINUTE);
      for (const o of orders) expect((await fetch(o.payUrl)).status).toBe(200);
      expect((await create(token, { ...body, amount: 12_346 })).body.code).toBe(C.idempotencyConflict);
      expect((await create(token, { ...body, channelCode: 'QR_BANKING' })).body.code).toBe(C.idempotencyConflict);
    });

    it('shows the amount on the payment page and credits MAIN once, however many times Pay is pressed at once', async () => {
      const { token, id } = await member();
      const o = await deposit(token, 10_000);
      expect(o.payUrl).toMatch(new RegExp(`^${p.url}/wps/cashier/pay/${o.orderNo}\\?t=[0-9a-f]{64}$`));
      const page = await fetch(o.payUrl);
      expect(page.headers.get('cache-control')).toBe('no-store');
      const html = await page.text();
      expect(html).toContain('100.00');
      expect(html).toContain('>Pay 100.00</button>');

      const presses = await Promise.all(Array.from({ length: 8 }, () => press(o.payUrl, 'pay')));
      expect(presses.every((r) => r.status === 200 && r.text.includes('Payment received'))).toBe(true);
      expect(await balance(id)).toBe(10_000);
      expect((await order(token, o.orderNo)).body.value).toMatchObject({ status: 'PAID', amount: 10_000, payUrl: '' });
      const transfers = await p.db
        .selectFrom('ledger_transfers')
        .selectAll()
        .where('account', '=', walletAccount(id))
        .execute();
      expect(transfers).toEqual([
        expect.objectContaining({ kind: 'DEPOSIT', amount: 10_000, idempotency_key: `deposit:${o.orderNo}` }),
      ]);
      const house = await p.db
        .selectFrom('ledger_entries')
        .select('amount')
        .where('transfer_id', '=', transfers[0]!.id)
        .where('account', '=', HOUSE_ACCOUNTS.deposits)
        .executeTakeFirst();
      expect(house?.amount).toBe(-10_000);

      // Later presses (pay or cancel) change nothing.
      await press(o.payUrl, 'pay');
      await press(o.payUrl, 'cancel');
      expect(await balance(id)).toBe(10_000);
      expect((await order(token, o.orderNo)).body.value.status).toBe('PAID');
    });

    it('opens the payment page only with the secret of that order', async () => {
      const { token, id } = await member();
      const a = await deposit(token, 5_000);
      const b = await deposit(token, 6_000);
      const url = new URL(a.payUrl);
      const forged = `${url.origin}${url.pathname}?t=${'0'.repeat(64)}`;
      expect((await fetch(forged)).status).toBe(404);
      expect((await fetch(`${url.origin}${url.pathname}`)).status).toBe(404);
      const otherSecret = new URL(b.payUrl).searchParams.get('t') ?? '';
      expect((await fetch(`${url.origin}${url.pathname}?t=${otherSecret}`)).status).toBe(404);
      expect((await press(a.payUrl, 'pay', '0'.repeat(64))).status).toBe(404);
      expect((await press(a.payUrl, 'pay', otherSecret)).status).toBe(404);
      expect(await balance(id)).toBe(0);
      // Only hashes are kept.
      const stored = await p.db
        .selectFrom('deposit_pay_tokens')
        .select('token_hash')
        .where('order_no', '=', a.orderNo)
        .execute();
      expect(stored.map((s) => s.token_hash)).not.toContain(url.searchParams.get('t'));
    });

    it('expires an order after 30 minutes: it cannot be paid then', async () => {
      const { token, id } = await member();
      const late = await deposit(token, 7_000);
      const onTime = await deposit(token, 3_000);
      clock.advance(30 * MINUTE - 1);
      expect((await press(onTime.payUrl, 'pay')).text).toContain('Payment received');
      clock.advance(1);
      expect((await order(token, late.orderNo)).body.value.status).toBe('EXPIRED');
      const page = await press(late.payUrl, 'pay');
      expect(page.status).toBe(200);
      expect(page.text).toContain('This payment has expired');
      expect(await balance(id)).toBe(3_000);
      expect(
        (
          await p.db
            .selectFrom('deposit_orders')
            .select('status')
            .where('order_no', '=', late.orderNo)
            .executeTakeFirstOrThrow()
        ).status,
      ).toBe('EXPIRED');
    });

    it('cancels from the payment page: nothing is credited, and Pay does nothing after', async () => {
      const { token, id } = await member();
      const o = await deposit(token, 5_000);
      expect((await press(o.payUrl, 'cancel')).text).toContain('This payment was cancelled');
      expect((await press(o.payUrl, 'pay')).text).not.toContain('Payment received');
      expect((await order(token, o.orderNo)).body.value.status).toBe('CANCELLED');
      expect(await balance(id)).toBe(0);
    });

    it('shows a member only their own orders', async () => {
      const owner = await member();
      const other = await member();
      const o = await deposit(owner.token);
      expect((await order(owner.token, o.orderNo)).body.value.orderNo).toBe(o.orderNo);
      expect((await order(other.token, o.orderNo)).body).toMatchObject({ success: false, code: C.orderNotFound });
      expect((await order(other.token, 'D000')).body.code).toBe(C.orderNotFound);
      expect((await get(`${PATHS.cashier.depositOrder}?orderNo=${o.orderNo}`)).status).toBe(401);
    });
  });

  describe('withdraw', () => {
    const settings = (token: string) => get<WithdrawSettings>(PATHS.cashier.withdrawSettings, token);
    const bank = { bankName: 'Mekong Commercial Bank', accountNumber: '0123 4567 8901', accountHolder: 'Nguyen Van A' };
    const withdraw = (token: string, body: object): Promise<Answer<WithdrawOrder>> =>
      call(p.url, 'POST', PATHS.cashier.withdraw, {
        json: sealed({ ...bank, password: 'Secret123', idempotencyKey: key(), ...body }),
        headers: { token },
      });

    /** A member with `amount` paid in through a deposit. */
    const funded = async (amount: number) => {
      const m = await member();
      const o = await deposit(m.token, amount, 'ONLINE_BANKING');
      await press(o.payUrl, 'pay');
      expect(await balance(m.id)).toBe(amount);
      return m;
    };

    it('answers the limits, what MAIN holds and today’s count', async () => {
      const m = await funded(50_000);
      expect((await settings(m.token)).body.value).toEqual({
        ...SEED_WITHDRAW_LIMITS,
        withdrawable: 50_000,
        usedToday: 0,
        currency: 'USD',
      });
    });

    it('moves the money out of MAIN at once and keeps the order PENDING', async () => {
      const m = await funded(50_000);
      const answer = await withdraw(m.token, { amount: 12_000 });
      expect(answer.body).toMatchObject({
        success: true,
        value: { amount: 12_000, status: 'PENDING', balance: 38_000 },
      });
      expect(answer.body.value.orderNo).toMatch(/^W\d{18}$/);
      expect(await balance(m.id)).toBe(38_000);
      expect(await ledgerBalance(p.db, HOUSE_ACCOUNTS.withdrawals)).toBeGreaterThanOrEqual(12_000);
      const row = await p.db
        .selectFrom('withdraw_orders')
        .selectAll()
        .where('order_no', '=', answer.body.value.orderNo)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        member_id: m.id,
        amount: 12_000,
        status: 'PENDING',
        bank_name: bank.bankName,
        account_number: bank.accountNumber,
        account_holder: bank.accountHolder,
      });
      expect((await settings(m.token)).body.value).toMatchObject({ withdrawable: 38_000, usedToday: 1 });
    });

    it('moves nothing on a wrong password', async () => {
      const m = await funded(50_000);
      const answer = await withdraw(m.token, { amount: 12_000, password: 'Wrong999' });
      expect(answer.body).toMatchObject({ success: false, code: C.passwordIncorrect });
      expect(await balance(m.id)).toBe(50_000);
      expect(
        await p.db.selectFrom('withdraw_orders').select('order_no').where('member_id', '=', m.id).execute(),
      ).toEqual([]);
    });

    it('refuses more than MAIN holds, amounts outside the limits and bad bank fields, moving nothing', async () => {
      const m = await funded(50_000);
      expect((await withdraw(m.token, { amount: 50_001 })).body).toMatchObject({
        code: C.insufficientBalance,
        value: { withdrawable: 50_000 },
      });
      expect((await withdraw(m.token, { amount: 999 })).body).toMatchObject({
        code: C.amountOutOfRange,
        value: { minAmount: 1_000, maxAmount: 5_000_000 },
      });
      expect((await withdraw(m.token, { amount: 5_000_001 })).body.code).toBe(C.amountOutOfRange);
      expect((await withdraw(m.token, { amount: '12.5' })).body.code).toBe(C.invalidAmount);
      expect((await withdraw(m.token, { amount: 2_000, bankName: '  ' })).body).toMatchObject({
        code: C.invalidBankDetails,
        value: { field: 'bankName' },
      });
      expect((await withdraw(m.token, { amount: 2_000, accountNumber: '12' })).body).toMatchObject({
        code: C.invalidBankDetails,
        value: { field: 'accountNumber' },
      });
      expect((await withdraw(m.token, { amount: 2_000, accountNumber: '<script>' })).body.code).toBe(
        C.invalidBankDetails,
      );
      expect((await withdraw(m.token, { amount: 2_000, accountHolder: 'x'.repeat(65) })).body).toMatchObject({
        code: C.invalidBankDetails,
        value: { field: 'accountHolder' },
      });
      expect(await balance(m.id)).toBe(50_000);
      expect((await withdraw(m.token, { amount: 50_000 })).body.value.balance).toBe(0);
      expect(await balance(m.id)).toBe(0);
    });

    it('withdraws once for concurrent duplicates of a key, and refuses the key for another amount', async () => {
      const m = await funded(50_000);
      const idempotencyKey = key();
      const answers = await Promise.all(
        Array.from({ length: 3 }, () => withdraw(m.token, { amount: 20_000, idempotencyKey })),
      );
      expect(answers.map((a) => a.body.success)).toEqual([true, true, true]);
      expect(new Set(answers.map((a) => a.body.value.orderNo)).size).toBe(1);
      expect(answers.map((a) => a.body.value.balance)).toEqual([30_000, 30_000, 30_000]);
      expect(await balance(m.id)).toBe(30_000);
      expect((await withdraw(m.token, { amount: 20_000, idempotencyKey })).body.value.orderNo).toBe(
        answers[0]!.body.value.orderNo,
      );
      expect(await balance(m.id)).toBe(30_000);
      expect((await withdraw(m.token, { amount: 20_001, idempotencyKey })).body.code).toBe(C.idempotencyConflict);
    });

    it('keeps to the daily count, counted per UTC day', async () => {
      const m = await funded(50_000);
      await p.db
        .updateTable('system_settings')
        .set({ value: JSON.stringify({ ...SEED_WITHDRAW_LIMITS, dailyCount: 2 }) })
        .where('key', '=', WITHDRAW_LIMITS_SETTING)
        .execute();
      try {
        expect((await withdraw(m.token, { amount: 1_000 })).body.success).toBe(true);
        expect((await withdraw(m.token, { amount: 1_000 })).body.success).toBe(true);
        expect((await withdraw(m.token, { amount: 1_000 })).body).toMatchObject({
          code: C.dailyLimitReached,
          value: { dailyCount: 2 },
        });
        expect(await balance(m.id)).toBe(48_000);
        // To the next UTC midnight (less than a day: the session stays alive).
        clock.advance(24 * 60 * MINUTE - (clock.now() % (24 * 60 * MINUTE)));
        expect((await settings(m.token)).body.value.usedToday).toBe(0);
        expect((await withdraw(m.token, { amount: 1_000 })).body.success).toBe(true);
      } finally {
        await p.db
          .updateTable('system_settings')
          .set({ value: JSON.stringify(SEED_WITHDRAW_LIMITS) })
          .where('key', '=', WITHDRAW_LIMITS_SETTING)
          .execute();
      }
    });

    it('refuses trial accounts and visitors', async () => {
      const random = encryptText(randomToken(32), DEFAULT_TRANSPORT_KEY);
      const trial = await call<{ value: LoginResult }>(p.url, 'POST', PATHS.login.freePlay, {
        json: sealed({ os: 'linux', platform: 'W', random, gatewayVersion: 3 }),
      });
      expect((await withdraw(trial.body.value.token, { amount: 1_000 })).body.code).toBe('TRIAL_ACCOUNT');
      expect((await call(p.url, 'POST', PATHS.cashier.withdraw, { json: sealed({}) })).status).toBe(401);
    });
  });
});
