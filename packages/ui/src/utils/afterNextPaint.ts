/** The calls waiting for the next frame to be painted. */
const waiting = new Set<{ run: () => void }>();
let scheduled = false;

function runWaiting() {
  scheduled = false;
  const due = [...waiting];
  waiting.clear();
  for (const entry of due) entry.run();
}

/**
 * Calls `run` in a task once the browser has painted its next frame. Every call made before that
 * frame shares the one task after it, so a grid of cards waits for its frame once, not once per
 * card. For work that must not join the frame that shows what asked for it (a grid's artwork
 * downloads). Answers a function that cancels the call.
 */
export function afterNextPaint(run: () => void): () => void {
  const entry = { run };
  waiting.add(entry);
  if (!scheduled) {
    scheduled = true;
    // An animation frame's callback runs just before the frame is painted; a task it posts, after.
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(runWaiting, 0));
    else setTimeout(runWaiting, 0);
  }
  return () => void waiting.delete(entry);
}
