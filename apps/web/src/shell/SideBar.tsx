import { useTranslation } from '@tessera/i18n';
import { useMediaQuery } from '@tessera/ui';
import { useAppSelector } from '../core/hooks';
import { useBannersQuery } from '../features/content/contentApi';
import { useOpenCustomerService } from '../features/content/useCustomerService';
import { selectPrimaryCustomerService } from '../features/system/selectors';
import { Rail, ItemLink, ItemButton, RAIL_FOLDED_QUERY } from './SideBar.styles';

/**
 * The side bar (§2): the first customer-service entry, the app downloads and the top-20 rankings
 * (each shown only when its banner group exists).
 */
export function SideBar() {
  const { t: translate } = useTranslation();
  const entry = useAppSelector(selectPrimaryCustomerService);
  const openCustomerService = useOpenCustomerService();
  // Folded on a phone, the rail shows no ranking links: their reads wait until it unfolds (a wider
  // window), instead of adding two calls and their renders to every page's start on a phone.
  const folded = useMediaQuery(RAIL_FOLDED_QUERY);
  const { data: depositRank = [] } = useBannersQuery('w_deposit20', { skip: folded });
  const { data: betRank = [] } = useBannersQuery('w_bet20', { skip: folded });
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
