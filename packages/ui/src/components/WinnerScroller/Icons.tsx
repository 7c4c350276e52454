const base = { viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

export const TrophyIcon = () => (
  <svg {...base} width={18} height={18}>
    <path
      d="M8 4h8v5a4 4 0 0 1-8 0V4zM8 6H5a3 3 0 0 0 3 3M16 6h3a3 3 0 0 1-3 3M12 13v3M9 20h6M10 16h4l.5 4h-5z"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);
