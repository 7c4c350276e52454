import { describe, expect, it } from 'vitest';
import { PATTERN_IDS, PATTERNS, type PatternId } from './patterns';
import { checkRule, HARD_MAX_LENGTH } from './rules';

const cases: Record<PatternId, { accepts: string[]; rejects: string[] }> = {
  '1': { accepts: ['a', 'player01', 'Z9z'], rejects: ['1player', '_ab', 'ab cd', 'abç', ''] },
  '2': { accepts: ['张三', '李四2024', '123'], rejects: ['abc', '张 三', '张三!'] },
  '3': {
    accepts: ['me@example.com', 'first.last+tag@mail.co.uk'],
    rejects: ['me@', '@x.com', 'me@example', 'me @x.com', 'a@b..com'],
  },
  '4': { accepts: ['abc123', 'ABC', '42'], rejects: ['ab-c', 'a b', 'äbc'] },
  '5': { accepts: ['abc123', '1a'], rejects: ['abcdef', '123456', 'abc-123'] },
  '6': { accepts: ['0', '0912345678'], rejects: ['+84', '12 34', '١٢٣', 'x1'] },
  '7': { accepts: ['Abc123', 'ABC'], rejects: ['abc123', 'Ab-c'] },
  '8': { accepts: ['John Smith', 'abc'], rejects: ['John2', 'Jöhn', 'a-b'] },
  '9': { accepts: ['a-b_c!', '中文'], rejects: ['a b', ' a', 'a\tb'] },
  '10': { accepts: ['你好，世界。', '中文'], rejects: ['hello', '中文 字'] },
  '11': { accepts: ['2000-02-29', '1990-12-31'], rejects: ['1999-02-29', '2020-13-01', '2020-1-01', '01-02-2020'] },
  '13': { accepts: ['02-29-2000', '12-31-1990'], rejects: ['02-29-1999', '13-01-2020', '2020-01-02'] },
  '15': { accepts: ['안녕하세요'], rejects: ['안녕 하세요', 'hello', '안녕1'] },
  '16': { accepts: ['สวัสดี'], rejects: ['สวัสดี ครับ', 'sawasdee'] },
  '17': { accepts: ['สวัสดี ครับ', 'Somchai Jaidee', 'สมชาย Jaidee'], rejects: ['Somchai1', 'สมชาย!'] },
  '18': { accepts: ['JOHN SMITH', 'A'], rejects: ['John', '   ', 'JOHN2'] },
  '19': { accepts: ['Abc123!@#', 'p@ss-w0rd'], rejects: ['has space', 'ñ'] },
  '20': { accepts: ['Abcdef1!', 'Z9z#'], rejects: ['abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdef12', 'Ab 1!'] },
  '21': {
    accepts: ['Nguyen Van', 'Maria de Souza', 'Trần Hưng'],
    rejects: ['Nguyen', 'Nguyen  Van', ' Nguyen Van', 'Nguyen1 Van'],
  },
  '22': { accepts: ['やまだたろう', 'ヤマダ', '山田太郎', 'ＡＢＣ'], rejects: ['yamada', 'ﾔﾏﾀﾞ', '山田 太郎'] },
  '23': { accepts: ['Hello world!', 'a'], rejects: ['two  spaces', ' lead', 'tab\there', 'line\nbreak'] },
  '*': { accepts: ['anything at all', ''], rejects: [] },
};

describe('pattern catalogue (§5)', () => {
  it('covers ids 1–11, 13, 15–23 and *', () => {
    expect(PATTERN_IDS.sort()).toEqual(
      [
        '1',
        '2',
        '3',
        '4',
        '5',
        '6',
        '7',
        '8',
        '9',
        '10',
        '11',
        '13',
        '15',
        '16',
        '17',
        '18',
        '19',
        '20',
        '21',
        '22',
        '23',
        '*',
      ].sort(),
    );
  });

  for (const id of PATTERN_IDS) {
    it(`pattern ${id} (${PATTERNS[id].description}) accepts and rejects`, () => {
      for (const v of cases[id].accepts) expect(PATTERNS[id].test(v), `accepts ${JSON.stringify(v)}`).toBe(true);
      for (const v of cases[id].rejects) expect(PATTERNS[id].test(v), `rejects ${JSON.stringify(v)}`).toBe(false);
    });
  }
});

describe('checkRule', () => {
  const rule = { required: true, patternId: '1', minLength: 6, maxLength: 16 };

  it('required, then length, then pattern', () => {
    expect(checkRule(rule, '')).toEqual({ reason: 'required' });
    expect(checkRule({ ...rule, required: false }, '')).toBeNull();
    expect(checkRule(rule, 'abc')).toEqual({ reason: 'length', min: 6, max: 16 });
    expect(checkRule(rule, 'a'.repeat(17))).toEqual({ reason: 'length', min: 6, max: 16 });
    expect(checkRule(rule, '1player')).toEqual({ reason: 'pattern', patternId: '1', min: 6, max: 16 });
    expect(checkRule(rule, 'player1')).toBeNull();
  });

  it('counts characters, not UTF-16 units', () => {
    expect(checkRule({ required: true, patternId: '*', minLength: 2, maxLength: 2 }, '😀😀')).toBeNull();
  });

  it('never runs an expression for an id it does not know', () => {
    expect(checkRule({ required: true, patternId: '99', minLength: 0, maxLength: 10 }, 'abc')).toEqual({
      reason: 'unknownRule',
      patternId: '99',
    });
  });

  it('caps absurd maximum lengths', () => {
    expect(
      checkRule({ required: true, patternId: '*', minLength: 0, maxLength: 1e9 }, 'x'.repeat(HARD_MAX_LENGTH + 1)),
    ).toMatchObject({ reason: 'length' });
  });
});

/** A seeded generator so the timing test is repeatable. */
function* randomStrings(seed: number, count: number) {
  const alphabet = ['a', 'Z', '9', ' ', '@', '.', '-', '!', '中', '文', 'ไ', '한', 'ヤ', 'é', '\t', '😀', 'A', '1'];
  let s = seed;
  const next = () => ((s = (s * 1103515245 + 12345) & 0x7fffffff), s);
  for (let i = 0; i < count; i += 1) {
    const length = next() % 600;
    let out = '';
    for (let j = 0; j < length; j += 1) out += alphabet[next() % alphabet.length];
    yield out;
  }
}

/**
 * How long one value takes to validate. A run over the limit is timed again and the best run
 * counts: a catastrophic expression is slow every time, a busy machine only now and then.
 */
function validationTime(id: PatternId, value: string, limitMs: number): number {
  let best = Infinity;
  for (let attempt = 0; attempt < 5 && best >= limitMs; attempt += 1) {
    const start = performance.now();
    checkRule({ required: true, patternId: id, minLength: 0, maxLength: 600 }, value);
    PATTERNS[id].test(value);
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

describe('bounded time (no catastrophic backtracking)', () => {
  for (const id of PATTERN_IDS) {
    it(`pattern ${id}: 10,000 random strings each validate in under 10 ms`, () => {
      let slowest = 0;
      for (const value of randomStrings(Number.parseInt(id, 10) || 7, 10_000)) {
        slowest = Math.max(slowest, validationTime(id, value, 10));
      }
      expect(slowest).toBeLessThan(10);
    });
  }

  it('even unbounded adversarial inputs stay linear', () => {
    const hostile = [
      'a'.repeat(50_000) + '!',
      ' '.repeat(50_000) + 'x',
      'A1'.repeat(25_000) + ' ',
      'a@' + 'b.'.repeat(25_000),
    ];
    for (const id of PATTERN_IDS) {
      for (const value of hostile) {
        const start = performance.now();
        PATTERNS[id].test(value);
        expect(performance.now() - start, `pattern ${id}`).toBeLessThan(50);
      }
    }
  });
});
