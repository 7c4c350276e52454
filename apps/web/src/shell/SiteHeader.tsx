import { lazy, Suspense } from 'react';
import { useTranslation } from '@tessera/i18n';
import { useIdle } from '@tessera/ui';
import { ThemeSwitch } from '../features/theme/ThemeSwitch';
import { AccountControls } from './AccountControls';
import { Account, Bar, Logo, SkipLink, Spacer, Placeholder, HeaderClock } from './SiteHeader.styles';
import { PartBoundary } from '../widgets/PartBoundary';

// The language menu's button (with the language feature's state and flow) is fetched once the first
// view has painted and the browser is idle, its place held meanwhile; the list it opens (a popover
// with its positioning and search code) follows only when the member reaches for the button.
const LanguageSwitch = lazy(() =>
  import('../features/language/LanguageSwitch').then((m) => ({ default: m.LanguageSwitch })),
);

/** The header (§2): logo, clock, language and theme, and the visitor's or member's controls. */
export function SiteHeader() {
  const { t: translate } = useTranslation();
  const settled = useIdle();
  return (
    <Bar>
      <SkipLink href="#main">{translate('skip_to_content')}</SkipLink>
      <Logo to="/index" aria-label={translate('brand_home')}>
        Tess<span>era</span>
      </Logo>
      <HeaderClock />
      <Spacer />
      <PartBoundary>
        {settled ? (
          <Suspense fallback={<Placeholder />}>
            <LanguageSwitch />
          </Suspense>
        ) : (
          <Placeholder />
        )}
      </PartBoundary>
      <ThemeSwitch />
      <Account>
        <AccountControls />
      </Account>
    </Bar>
  );
}
