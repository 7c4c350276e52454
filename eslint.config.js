// The house lint rules live in their own workspace (tools/lint); see its config for what they check.
export { default } from './tools/lint/eslint.config.js';
