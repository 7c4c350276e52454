import type { AuthenticatorSetup, SecurityMethods } from '@tessera/api/contract';
import { AUTHENTICATOR_CODES, IDENTITY_CODES, PATHS } from '@tessera/api/contract';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../test/clock';
import type { Answer } from '../test/identity';
import { login, register, registration } from '../test/identity';
import { call, startPlatform, TEST_AUTHENTICATOR_KEY } from '../test/platform';
import type { TestPlatform } from '../test/platform';
import { checkTotp, sealStoredSecrets, totpOf } from './authenticator';
import { openSecret, sealSecret } from './sealed-secret';

// RFC 6238, Appendix B: the seeds are ASCII digits of 20, 32 and 64 bytes; 8-digit codes.
const SEEDS = {
  SHA1: '12345678901234567890',
  SHA256: '12345678901234567890123456789012',
  SHA512: '1234567890123456789012345678901234567890123456789012345678901234',
} as const;
const VECTORS: Array<[number, string, string, string]> = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('TOTP', () => {
  it.each(VECTORS)('matches the RFC 6238 test vectors at T = %i s', (seconds, sha1, sha256, sha512) => {
    const at = (algorithm: keyof typeof SEEDS) =>
      new TOTP({ algorithm, digits: 8, period: 30, secret: Secret.fromUTF8(SEEDS[algorithm]) }).generate({
        timestamp: seconds * 1000,
      });
    expect([at('SHA1'), at('SHA256'), at('SHA512')]).toEqual([sha1, sha256, sha512]);
  });

  it('accepts a code one step either side of the clock, never twice, and nothing further', () => {
    const secret = new Secret({ size: 20 }).base32;
    const now = 1_700_000_000_000;
    const code = (ms: number) => totpOf(secret).generate({ timestamp: ms });
    const step = Math.floor(now / 30_000);
    expect(checkTotp(secret, code(now), now, null)).toBe(step);
    expect(checkTotp(secret, code(now - 30_000), now, null)).toBe(step - 1);
    expect(checkTotp(secret, code(now + 30_000), now, null)).toBe(step + 1);
    expect(checkTotp(secret, code(now - 90_000), now, null)).toBeNull();
    expect(checkTotp(secret, code(now), now, step)).toBeNull();
    expect(checkTotp(secret, code(now - 30_000), now, step - 1)).toBeNull();
    expect(checkTotp(secret, 'abcdef', now, null)).toBeNull();
  });
});

describe('second verification by authenticator and bank account name', () => {
  let p: TestPlatform;
  const clock = manualClock(1_800_000_000_000);
  beforeAll(async () => {
    p = await startPlatform({ trustProxy: true, clock });
  });
  afterAll(() => p.dispose());
  beforeEach(async () => {
    await call(p.url, 'DELETE', '/__dev/limits');
    clock.advance(60_000);
  });

  const HOME = '10.1.0.1';
  const AWAY = '10.1.0.2';
  const post = <T>(path: string, token: string, json: object = {}): Promise<Answer<T>> =>
    call(p.url, 'POST', path, { json, headers: { token } });
  const storedAuthenticator = async (account: string) =>
    p.db
      .selectFrom('member_authenticators')
      .innerJoin('members', 'members.id', 'member_authenticators.member_id')
      .select(['member_authenticators.member_id', 'member_authenticators.secret'])
      .where('members.account', '=', account)
      .executeTakeFirstOrThrow();
  const methods = (token: string) =>
    call<{ value: SecurityMethods }>(p.url, 'GET', PATHS.security.methods, { headers: { token } });

  it('binds an authenticator with its QR code and one confirmation code, then verifies a login from a new address with it', async () => {
    expect((await register(p, registration('totp0001'), HOME)).body.success).toBe(true);
    const token = (await login(p, { username: 'totp0001', password: 'Secret123' }, HOME)).body.value.token;
    expect((await methods(token)).body.value).toEqual({
      mobile: null,
      email: null,
      authenticator: false,
      bankAccountName: false,
    });
    // With nothing bound, a login from elsewhere is let through.
    expect((await login(p, { username: 'totp0001', password: 'Secret123' }, '10.1.0.9')).body.success).toBe(true);

    const setup = (await post<AuthenticatorSetup>(PATHS.security.bindAuthenticator, token)).body.value;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    // Kept sealed: the column never holds the base32 secret, and only the key opens it.
    const row = await storedAuthenticator('totp0001');
    expect(row.secret).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(row.secret).not.toContain(setup.secret);
    expect(openSecret(TEST_AUTHENTICATOR_KEY, row.secret, `member_authenticators:${row.member_id}`)).toBe(setup.secret);
    expect(setup.otpauthUrl).toBe(
      `otpauth://totp/Tessera:totp0001?issuer=Tessera&secret=${setup.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(Buffer.from(setup.qrImage.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toMatch(/^<svg /);
    const code = (ms = clock.now()) => totpOf(setup.secret).generate({ timestamp: ms });
    expect(
      (await post(PATHS.security.confirmAuthenticator, token, { code: code() === '000000' ? '111111' : '000000' })).body
        .code,
    ).toBe(IDENTITY_CODES.invalidVerificationCode);
    expect(
      (await post<SecurityMethods>(PATHS.security.confirmAuthenticator, token, { code: code() })).body.value
        .authenticator,
    ).toBe(true);
    expect((await post(PATHS.security.bindAuthenticator, token)).body.code).toBe(AUTHENTICATOR_CODES.alreadyBound);

    // From a new address: the authenticator is offered, and its code (not the used one) lets the member in.
    const away = await login(p, { username: 'totp0001', password: 'Secret123' }, AWAY);
    expect(away.body).toMatchObject({
      code: IDENTITY_CODES.secondVerificationRequired,
      value: { mobile: null, email: null, authenticator: true, bankAccountName: false },
    });
    const used = code();
    expect(
      (
        await login(
          p,
          { username: 'totp0001', password: 'Secret123', verificationMethod: 'authenticator', verificationCode: used },
          AWAY,
        )
      ).body.code,
    ).toBe(IDENTITY_CODES.invalidVerificationCode);
    clock.advance(30_000);
    expect(
      (
        await login(
          p,
          {
            username: 'totp0001',
            password: 'Secret123',
            verificationMethod: 'authenticator',
            verificationCode: code(),
          },
          AWAY,
        )
      ).body.success,
    ).toBe(true);

    // Unbinding takes a code too.
    clock.advance(30_000);
    expect((await post(PATHS.security.unbindAuthenticator, token, { code: '12345' })).body.code).toBe(
      IDENTITY_CODES.invalidVerificationCode,
    );
    expect(
      (await post<SecurityMethods>(PATHS.security.unbindAuthenticator, token, { code: code() })).body.value
        .authenticator,
    ).toBe(false);
    expect((await post(PATHS.security.unbindAuthenticator, token, { code: code() })).body.code).toBe(
      AUTHENTICATOR_CODES.notBound,
    );
  });

  it('seals secrets stored in plain text at start, and they keep verifying', async () => {
    expect((await register(p, registration('totp0002'), HOME)).body.success).toBe(true);
    const token = (await login(p, { username: 'totp0002', password: 'Secret123' }, HOME)).body.value.token;
    const { id } = await p.db
      .selectFrom('members')
      .select('id')
      .where('account', '=', 'totp0002')
      .executeTakeFirstOrThrow();
    // As a row was kept before secrets were sealed.
    const secret = new Secret({ size: 20 }).base32;
    const at = new Date(clock.now()).toISOString();
    await p.db
      .insertInto('member_authenticators')
      .values({ member_id: id, secret, created_at: at, confirmed_at: at, last_step: null })
      .execute();
    // One sealed under another key is reported, and left as it is.
    const { id: otherId } = await p.db
      .selectFrom('members')
      .select('id')
      .where('account', '=', 'totp0001')
      .executeTakeFirstOrThrow();
    const foreign = sealSecret(Buffer.alloc(32, 9), secret, `member_authenticators:${otherId}`);
    await p.db
      .insertInto('member_authenticators')
      .values({ member_id: otherId, secret: foreign, created_at: at, confirmed_at: at, last_step: null })
      .onConflict((oc) => oc.column('member_id').doUpdateSet({ secret: foreign }))
      .execute();

    expect(await sealStoredSecrets(p.db, TEST_AUTHENTICATOR_KEY)).toEqual({ sealed: 1, unreadable: 1 });
    const row = await storedAuthenticator('totp0002');
    expect(row.secret).not.toContain(secret);
    expect(openSecret(TEST_AUTHENTICATOR_KEY, row.secret, `member_authenticators:${id}`)).toBe(secret);
    expect((await storedAuthenticator('totp0001')).secret).toBe(foreign);
    // A second start seals nothing more.
    expect(await sealStoredSecrets(p.db, TEST_AUTHENTICATOR_KEY)).toEqual({ sealed: 0, unreadable: 1 });

    const away = {
      username: 'totp0002',
      password: 'Secret123',
      verificationMethod: 'authenticator' as const,
      verificationCode: totpOf(secret).generate({ timestamp: clock.now() }),
    };
    expect((await login(p, away, AWAY)).body.success).toBe(true);
    expect((await methods(token)).body.value.authenticator).toBe(true);
    await p.db.deleteFrom('member_authenticators').where('member_id', '=', otherId).execute();
  });

  it('verifies with the bank account holder name of a withdrawal; wrong names count as failed logins', async () => {
    expect((await register(p, registration('bank0001'), HOME)).body.success).toBe(true);
    const { id } = await p.db
      .selectFrom('members')
      .select('id')
      .where('account', '=', 'bank0001')
      .executeTakeFirstOrThrow();
    await p.db
      .insertInto('withdraw_orders')
      .values({
        order_no: 'W20990101bank0001',
        member_id: id,
        amount: 1_000,
        bank_name: 'Mekong Bank',
        account_number: '0123 4567',
        account_holder: 'Nguyen Van  An',
        status: 'REJECTED',
        idempotency_key: 'k',
        created_at: new Date(clock.now()).toISOString(),
        reject_reason: 'test',
        refund_transfer_id: null,
      })
      .execute();
    const credentials = { username: 'bank0001', password: 'Secret123' };
    expect((await login(p, credentials, AWAY)).body).toMatchObject({
      code: IDENTITY_CODES.secondVerificationRequired,
      value: { bankAccountName: true, authenticator: false },
    });
    for (let i = 0; i < 4; i += 1) {
      expect(
        (
          await login(
            p,
            { ...credentials, verificationMethod: 'bankAccountName', bankAccountName: `Someone Else ${i}` },
            AWAY,
          )
        ).body.code,
      ).toBe(IDENTITY_CODES.invalidVerificationCode);
    }
    expect(
      (
        await login(
          p,
          { ...credentials, verificationMethod: 'bankAccountName', bankAccountName: ' nguyen van an ' },
          AWAY,
        )
      ).body.success,
    ).toBe(true);
    // The fifth wrong answer within the window locks the account, as wrong passwords do.
    await call(p.url, 'PUT', '/__dev/members/bank0001/known-ips', { json: { ips: [HOME] } });
    for (let i = 0; i < 5; i += 1)
      await login(
        p,
        { ...credentials, verificationMethod: 'bankAccountName', bankAccountName: `Wrong Name ${i}` },
        AWAY,
      );
    expect(
      (
        await login(
          p,
          { ...credentials, verificationMethod: 'bankAccountName', bankAccountName: 'Nguyen Van An' },
          AWAY,
        )
      ).body.code,
    ).toBe('LOGIN_LOCKED');
  });
});
