import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor wait for what a page shows after its calls answer. On a machine busy with
// the whole suite (two cores running the unit, platform and story projects at once) that can take
// longer than the library's 1 s default without anything being wrong.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
