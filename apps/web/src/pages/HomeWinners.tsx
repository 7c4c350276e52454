// The recent winners' scroller, in a chunk of its own: home's first view renders without it, and
// asks for it as it mounts, beside the winners' read (HomePage).
export { WinnerScroller as default } from '@tessera/ui';
