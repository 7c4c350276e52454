import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '@tessera/i18n';
import { ProviderSlider, type ProviderMenuItem } from '@tessera/ui';
import { FOOTER_PROVIDERS_PER_VIEW } from '../core/constants';
import type { ProviderLink } from './categoryRoutes';

/**
 * The footer's provider logos (§2) in a chunk of their own: the footer is below the fold, so the
 * slider (and swiper after it) stays out of the first load. A logo opens that provider's list.
 */
export default function FooterProviders({ links, headingId }: { links: readonly ProviderLink[]; headingId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const providers = useMemo(() => links.map((link) => link.provider), [links]);
  const open = useCallback(
    (provider: ProviderMenuItem) => {
      const link = links.find((l) => l.provider.code === provider.code);
      if (link) void navigate(link.path);
    },
    [links, navigate],
  );
  return (
    <ProviderSlider
      aria-labelledby={headingId}
      providers={providers}
      perView={FOOTER_PROVIDERS_PER_VIEW}
      onSelect={open}
      labels={{ previous: t('nav_previous_providers'), next: t('nav_next_providers'), hot: t('nav_hot') }}
    />
  );
}
