import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from '@tessera/i18n';
import { theme as t } from '@tessera/tokens';
import { ThemeSwitch } from '../features/theme/ThemeSwitch';
import { AccountControls } from './AccountControls';
import { Clock } from '@tessera/ui';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${t.zIndex.header};
  display: flex;
  align-items: center;
  gap: ${t.space[4]};
  min-height: ${t.size.header};
  padding: 0 ${t.space[4]};
  background: ${t.color.bg.surface};
  /* On a phone the member's balance and menu take a second row rather than overflow. */
  @media (max-width: 480px) {
    flex-wrap: wrap;
    gap: ${t.space[1]} ${t.space[2]};
    padding: ${t.space[1]} ${t.space[2]};
    & > :last-child {
      margin-inline-start: auto;
    }
  }
  border-bottom: 1px solid ${t.color.border.default};
`;

const Logo = styled(Link)`
  font-family: ${t.font.family.heading};
  font-size: ${t.font.size.xl};
  font-weight: ${t.font.weight.bold};
  color: ${t.color.text.primary};
  text-decoration: none;
  letter-spacing: 0.02em;
  & span {
    color: ${t.color.accent.primary};
  }
`;

const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: ${t.space[2]};
  top: -100px;
  padding: ${t.space[2]} ${t.space[3]};
  background: ${t.color.bg.raised};
  border-radius: ${t.radius.md};
  &:focus {
    top: ${t.space[2]};
  }
`;

const Spacer = styled.div`
  flex: 1;
`;

// The language menu (a popover with its positioning code) arrives right after the page, not before it.
const LanguageSwitch = lazy(() =>
  import('../features/language/LanguageSwitch').then((m) => ({ default: m.LanguageSwitch })),
);

/** Holds the place of a header control while its code arrives, so nothing shifts. */
const Placeholder = styled.span`
  display: inline-block;
  width: 5.5rem;
  height: ${t.size.controlMd};
`;

const HeaderClock = styled(Clock)`
  font-size: ${t.font.size.sm};
  @media (max-width: 768px) {
    display: none;
  }
`;

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
