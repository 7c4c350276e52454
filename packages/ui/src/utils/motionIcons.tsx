const base = { viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

/** The pause symbol of motion controls. */
export const PauseIcon = () => (
  <svg {...base} width={14} height={14}>
    <path d="M7 4h3.5v16H7zM13.5 4H17v16h-3.5z" fill="currentColor" />
  </svg>
);

/** The play symbol of motion controls. */
export const PlayIcon = () => (
  <svg {...base} width={14} height={14}>
    <path d="M7 4.5v15a.6.6 0 0 0 .9.5l12-7.5a.6.6 0 0 0 0-1L7.9 4a.6.6 0 0 0-.9.5z" fill="currentColor" />
  </svg>
);
