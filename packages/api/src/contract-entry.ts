/**
 * The contract without the client: entity types, paths, header names and constants. Servers and
 * tools import this entry (`@tessera/api/contract`) so they do not load axios.
 */
export * from './contract';
export * from './paths';
export { readRuntimeConfig, DEFAULT_CONFIG, type RuntimeConfig } from './config';
export { HEADER_LANGUAGE, HEADER_TOKEN } from './headers';
export type { ServedAnswer } from './servedAnswer';
export { findSetting, isFlagOn } from './settings';
export { checkRule, HARD_MAX_LENGTH } from './validation/rules';
export type { RuleFailure } from './validation/rules';
export { isPatternId, PATTERN_IDS, PATTERNS } from './validation/patterns';
export type { PatternDefinition, PatternId } from './validation/patterns';
