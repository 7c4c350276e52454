import { lazy, Suspense } from 'react';
import { useTranslation } from '@tessera/i18n';
import { ThemeSwitch } from '../features/theme/ThemeSwitch';
import { AccountControls } from './AccountControls';
import { Bar, Logo, SkipLink, Spacer, Placeholder, HeaderClock } from './SiteHeader.styles';

// The language menu (a popover with its positioning code) arrives right after the page, not before it.
const LanguageSwitch = lazy(() =>
  import('../features/language/LanguageSwitch').then((m) => ({ default: m.LanguageSwitch })),
);

/** The header (§2): logo, clock, language and theme, and the visitor's or member's controls. */
export function SiteHeader() {
  const { t: translate } = useTranslation();
  return (
    <Bar>
      <SkipLink href="#main">{translate('skip_to_content')}</SkipLink>
      <Logo to="/index" aria-label={translate('brand_home')}>
        Tess<span>era</span>
      </Logo>
      <HeaderClock />
      <Spacer />
      <Suspense fallback={<Placeholder />}>
        <LanguageSwitch />
      </Suspense>
      <ThemeSwitch />
      <AccountControls />
    </Bar>
  );
}
