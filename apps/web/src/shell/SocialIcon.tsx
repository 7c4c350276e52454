import type { ResourceType } from '@tessera/api';
import { Icon, type IconName } from '@tessera/ui';

/** The registry's outline marks for the footer's social links (decorative: the link carries the name). */
const ICON_OF: Partial<Record<ResourceType, IconName>> = {
  FACEBOOK: 'facebook',
  INSTAGRAM: 'instagram',
  TWITTER: 'twitter',
  YOUTUBE: 'youtube',
  TELEGRAM: 'telegram',
};

/** The social networks the footer links to when a resource names them (§2). */
export const SOCIAL_TYPES: readonly ResourceType[] = ['FACEBOOK', 'INSTAGRAM', 'TWITTER', 'YOUTUBE', 'TELEGRAM'];

export function SocialIcon({ type }: { type: ResourceType }) {
  const name = ICON_OF[type];
  return name ? <Icon name={name} size="xl" /> : null;
}
