#!/usr/bin/env node
// `npm install` runs this (the root `prepare` script): installs the git hooks of lefthook.yml.
// Nothing to do in CI or where there is no git checkout (an unpacked tarball, a container build).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const set = (value) => value !== undefined && value !== '' && value !== '0' && value !== 'false';
if (set(process.env.CI) || !existsSync('.git')) process.exit(0);

const lefthook = createRequire(import.meta.url).resolve('lefthook/bin/index.js');
const result = spawnSync(process.execPath, [lefthook, 'install'], { stdio: 'inherit' });
// A hook that could not be installed must not fail the install: say so and go on.
if (result.status !== 0) console.warn('git hooks not installed: run `npx lefthook install` by hand');
