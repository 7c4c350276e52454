/**
 * A second process betting against the same database file (the ledger's cross-process test):
 * `ledger-worker.ts <database file> <member id> <stake> <start at> <key>...` waits until `start at`
 * (epoch ms, so both processes start together), places one bet per key, all at once, and prints
 * which moved money, how many were replays or refused for the balance, and the lowest balance seen.
 */
import { systemClock } from '../clock';
import { openDatabase } from '../db/open';
import { HOUSE_ACCOUNTS, InsufficientFunds, transfer } from '../wallet/ledger';

const [file, member, stake, startAt, ...keys] = process.argv.slice(2);
const db = openDatabase({ file: file ?? '' });
await new Promise((go) => setTimeout(go, Math.max(0, Number(startAt) - Date.now())));
const outcome = { moved: [] as string[], replayed: 0, refused: 0, lowest: Infinity };
await Promise.all(
  keys.map(async (idempotencyKey) => {
    try {
      const r = await transfer(db, systemClock, {
        memberId: Number(member),
        amount: -Number(stake),
        counterAccount: HOUSE_ACCOUNTS.games,
        kind: 'BET',
        idempotencyKey,
      });
      if (r.replayed) outcome.replayed += 1;
      else outcome.moved.push(idempotencyKey);
      outcome.lowest = Math.min(outcome.lowest, r.balance);
    } catch (error) {
      if (!(error instanceof InsufficientFunds)) throw error;
      outcome.refused += 1;
    }
  }),
);
await db.destroy();
process.stdout.write(JSON.stringify(outcome));
