import { startTransition, useEffect, useState } from 'react';

/**
 * Fetches a module once `enabled` turns true (in the task after) and answers what `load` resolves
 * to when it has arrived: null until then, and if it cannot be loaded (the caller goes on without
 * it). For a part whose code should be in hand before it is shown, so that showing it renders at
 * once instead of suspending (a lazy component revealed later shares its task with whatever else
 * React reveals then). What the arrival shows renders as a transition, in slices between which
 * the browser can answer the member; only its commit is one task. `load` is read when `enabled`
 * turns true; later changes to it are ignored.
 */
export function useLoadedModule<T>(load: () => Promise<T>, enabled: boolean): T | null {
  const [loaded, setLoaded] = useState<{ module: T } | null>(null);
  const wanted = enabled && loaded === null;
  useEffect(() => {
    if (!wanted) return undefined;
    let current = true;
    // Asked for in a task of its own: starting an import makes the page add a preload link per
    // file of the module, which would lengthen the task that runs the effects of a whole page's
    // first render (home asks for three modules there).
    const ask = setTimeout(() => {
      load().then(
        (module) => {
          if (current) startTransition(() => setLoaded({ module }));
        },
        () => undefined,
      );
    });
    return () => {
      current = false;
      clearTimeout(ask);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` is read when the module is wanted, as documented
  }, [wanted]);
  return loaded?.module ?? null;
}
