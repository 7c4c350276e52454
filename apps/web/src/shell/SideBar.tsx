import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from '@tessera/i18n';
import { theme as t } from '@tessera/tokens';
import { useAppSelector } from '../core/hooks';
import { useBannersQuery } from '../features/content/contentApi';
import { useOpenCustomerService } from '../features/content/useCustomerService';
import { selectPrimaryCustomerService } from '../features/system/selectors';

/**
 * Between a phone and a screen wide enough for the rail beside 1200 px of content, the page keeps
 * this much room on its inline end so the rail covers nothing.
 */
export const SIDE_BAR_ROOM = `
  @media (min-width: 769px) and (max-width: 1519px) {
    padding-inline-end: 9.5rem;
  }
`;

const Rail = styled.nav`
  position: fixed;
  inset-inline-end: ${t.space[1]};
  top: 50%;
  transform: translateY(-50%);
  z-index: ${t.zIndex.header};
  display: flex;
  flex-direction: column;
  gap: ${t.space[1]};
  padding: ${t.space[2]};
  border-radius: ${t.radius.lg};
  background: ${t.color.bg.raised};
  box-shadow: ${t.shadow.raised};
  font-size: ${t.font.size.xs};
  /* On a phone only customer service stays, as a floating button; the rest is in the menu. */
  @media (max-width: 768px) {
    top: auto;
    bottom: ${t.space[3]};
    transform: none;
    padding: ${t.space[1]};
    border-radius: ${t.radius.pill};
    & > a {
      display: none;
    }
  }
`;

const item = `
  display: block;
  width: 100%;
  padding: ${t.space[2]} ${t.space[3]};
  border: 0;
  border-radius: ${t.radius.md};
  background: none;
  color: ${t.color.text.primary};
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  &:hover { background: ${t.color.bg.hover}; }
`;
const ItemLink = styled(Link)`
  ${item}
`;
const ItemButton = styled.button`
  ${item}
  font-weight: ${t.font.weight.semibold};
  color: ${t.color.accent.primary};
`;

/**
 * The side bar (§2): the first customer-service entry, the app downloads and the top-20 rankings
 * (each shown only when its banner group exists).
 */
export function SideBar() {
  const { t: translate } = useTranslation();
  const entry = useAppSelector(selectPrimaryCustomerService);
  const openCustomerService = useOpenCustomerService();
  const { data: depositRank = [] } = useBannersQuery('w_deposit20');
  const { data: betRank = [] } = useBannersQuery('w_bet20');
  return (
    <Rail aria-label={translate('side_menu')}>
      {entry && (
        <ItemButton type="button" onClick={() => void openCustomerService()} title={entry.title}>
          {translate('customer_service')}
        </ItemButton>
      )}
      <ItemLink to="/down#ios">{translate('side_ios_app')}</ItemLink>
      <ItemLink to="/down#android">{translate('side_android_app')}</ItemLink>
      {depositRank.length > 0 && <ItemLink to="/deposit-rank">{translate('page_deposit_rank')}</ItemLink>}
      {betRank.length > 0 && <ItemLink to="/bet-rank">{translate('page_bet_rank')}</ItemLink>}
    </Rail>
  );
}
