import type { ReactNode } from 'react';

/** Line icons for the stories (inline SVG: no network in tests). */
const icon = (children: ReactNode) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {children}
  </svg>
);

export const sampleIcons = {
  account: icon(
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
    </>,
  ),
  wallet: icon(
    <>
      <rect x="3" y="6" width="18" height="14" rx="2" />
      <path d="M16 13h2M3 10h18" />
    </>,
  ),
  deposit: icon(
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v10M8 13l4 4 4-4" />
    </>,
  ),
  withdraw: icon(
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 17V7M8 11l4-4 4 4" />
    </>,
  ),
  transfer: icon(<path d="M4 8h14l-3-3M20 16H6l3 3" />),
  betting: icon(
    <>
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <path d="M8 8h8M8 12h8M8 16h5" />
    </>,
  ),
  account_record: icon(
    <>
      <path d="M6 3h9l4 4v14H6z" />
      <path d="M9 12h6M9 16h6" />
    </>,
  ),
  loss: icon(<path d="M4 4v16h16M8 10l4 4 3-3 4 4" />),
  bonus: icon(
    <>
      <rect x="3" y="8" width="18" height="13" rx="1" />
      <path d="M12 8v13M3 12h18M12 8c-2-4-6-4-6-1s6 1 6 1 6 2 6-1-4-3-6 1" />
    </>,
  ),
  reward: icon(
    <>
      <circle cx="12" cy="9" r="6" />
      <path d="M8.5 14 7 22l5-3 5 3-1.5-8" />
    </>,
  ),
  invite: icon(
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2 20c1-3.5 3.8-5.5 7-5.5s6 2 7 5.5M19 8v6M16 11h6" />
    </>,
  ),
  mission: icon(
    <>
      <path d="M5 21V4M5 4h11l-2 4 2 4H5" />
    </>,
  ),
  message: icon(
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </>,
  ),
};
