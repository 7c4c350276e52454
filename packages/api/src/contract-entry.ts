/**
 * The contract without the client: entity types, paths, header names and constants. Servers and
 * tools import this entry (`@tessera/api/contract`) so they do not load axios.
 */
export * from './contract';
export { PATHS } from './paths';
export type { ApiPath, PathGroup } from './paths';
export { HEADER_LANGUAGE, HEADER_TOKEN } from './headers';
