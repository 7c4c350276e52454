/**
 * Query-string schemas. A query is text; Fastify's validator reads a whole number where the
 * schema says integer (and fills in the defaults), so handlers get numbers. A query failing its
 * schema answers 400 with the code and message the route gives for that parameter
 * (`config.queryErrors`), BAD_REQUEST for parameters without one.
 */

/** The answer to a query parameter failing its schema. */
export interface QueryError {
  code: string;
  message: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer of each query parameter that fails the route's schema. */
    queryErrors?: Readonly<Record<string, QueryError>>;
  }
}

/** Far past the last page anyone could reach; keeps the offset a small number. */
export const PAGE_NO_MAX = 1_000_000;

/**
 * A whole number from 1 to `max`, `fallback` when absent. Written in digits only: the text is
 * matched first (the validator alone would also read '1e3', ' 5' or '0x10' as numbers), then read
 * as the integer the handler gets.
 */
export const wholeUpTo = (max: number, fallback: number) =>
  ({
    default: fallback,
    allOf: [
      { type: 'string', pattern: '^[0-9]{1,9}$' },
      { type: 'integer', minimum: 1, maximum: max },
    ],
  }) as const;

/** `pageNo` (1 unless given) and `pageSize` (`size` unless given, at most `max`). */
export const pageProperties = (size: number, max: number) =>
  ({ pageNo: wholeUpTo(PAGE_NO_MAX, 1), pageSize: wholeUpTo(max, size) }) as const;

/** One of `values`, or empty (the same as absent). */
export const oneOfOrEmpty = <T extends string>(values: readonly T[]) =>
  ({ type: 'string', enum: ['', ...values] }) as const;

/** The query and body paging every paged list answers. */
export type QueryPage = { pageNo: number; pageSize: number };

/** A whole number parameter's answer when it fails. */
export const wholeError = (name: string, max: number, code: string): QueryError => ({
  code,
  message: `${name} must be a whole number from 1 to ${max}`,
});

/** Both page parameters' answers when they fail (`pageSize` at most `max`). */
export const pageErrors = (code: string, max: number) => ({
  pageNo: wholeError('pageNo', PAGE_NO_MAX, code),
  pageSize: wholeError('pageSize', max, code),
});

/** A parameter limited to `values` answering `code` when it fails. */
export const oneOfError = (name: string, values: readonly string[], code: string): QueryError => ({
  code,
  message: `${name} must be one of ${values.join(', ')}`,
});
