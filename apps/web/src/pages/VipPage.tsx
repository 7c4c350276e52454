import { useTranslation } from '@tessera/i18n';
import { EmptyState, VipLabel } from '@tessera/ui';
import { useAppSelector } from '../core/hooks';
import { useVipLevelsQuery } from '../features/content/contentApi';
import { ContentSkeleton, QueryView } from '../features/content/QueryStatus';
import { VipLevelTable } from '../features/content/VipLevelTable';
import { selectMember } from '../features/session/selectors';
import { Page } from '../shell/Page';
import { PAGE_LEAD_KEYS } from '../shell/pageLeads';
import { Intro, Mine } from './VipPage.styles';

/** /vip: every VIP level compared, the member's own marked. */
export default function VipPage() {
  const { t: translate } = useTranslation();
  const club = useAppSelector(selectMember)?.clubLabel ?? null;
  const levels = useVipLevelsQuery();
  return (
    <Page>
      <Intro>{translate(PAGE_LEAD_KEYS['/vip'])}</Intro>
      {club && (
        <Mine>
          {translate('vip_your_level')} <VipLabel level={club.rankLevel} labelName={club.labelName} />
        </Mine>
      )}
      <QueryView query={levels} skeleton={<ContentSkeleton rows={6} height={44} />}>
        {(data) =>
          data.length === 0 ? (
            <EmptyState title={translate('vip_empty')} />
          ) : (
            <VipLevelTable levels={data} currentLevel={club?.rankLevel ?? null} />
          )
        }
      </QueryView>
    </Page>
  );
}
