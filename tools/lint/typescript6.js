// typescript-eslint and ts-api-utils read the TypeScript 6 API, which the TypeScript 7 compiler
// the tree builds with does not expose. npm hoists ts-api-utils next to TypeScript 7 (its peer range
// is open-ended), so every `require('typescript')` made while linting is pointed at this
// workspace's TypeScript 6. Imported first by the config, before any parser loads.
import Module, { createRequire } from 'node:module';

const typescript6 = createRequire(import.meta.url).resolve('typescript');
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return request === 'typescript' ? typescript6 : resolve.call(this, request, ...rest);
};
