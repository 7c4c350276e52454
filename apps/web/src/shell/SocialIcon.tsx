import type { ResourceType } from '@tessera/api';

/** Simple outline marks for the footer's social links (decorative: the link carries the name). */
const PATHS: Partial<Record<ResourceType, string>> = {
  FACEBOOK: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v6h4v-6h3l1-4h-4V8z',
  INSTAGRAM:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5h.01',
  TWITTER: 'M4 4l16 16M20 4L4 20',
  YOUTUBE: 'M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V8zm7 1v6l5-3-5-3z',
  TELEGRAM: 'M21 4L3 11l6 2 2 6 3-4 5 4 2-15zM9 13l9-6',
};

/** The social networks the footer links to when a resource names them (§2). */
export const SOCIAL_TYPES: readonly ResourceType[] = ['FACEBOOK', 'INSTAGRAM', 'TWITTER', 'YOUTUBE', 'TELEGRAM'];

export function SocialIcon({ type }: { type: ResourceType }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[type] ?? ''} />
    </svg>
  );
}
