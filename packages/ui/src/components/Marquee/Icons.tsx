const base = { viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

export const MegaphoneIcon = () => (
  <svg {...base} width={18} height={18}>
    <path
      d="M4 10v4a1 1 0 0 0 1 1h2l2.2 4.4a1 1 0 0 0 1.8-.9L9.4 15H10l8 4V5l-8 4H5a1 1 0 0 0-1 1zM20.5 9.5v5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);
