import styled from 'styled-components';
import { useTranslation } from '@tessera/i18n';
import { theme as t } from '@tessera/tokens';
import { EmptyState, VipLabel } from '@tessera/ui';
import { useAppSelector } from '../core/hooks';
import { useVipLevelsQuery } from '../features/content/contentApi';
import { ContentSkeleton, QueryView } from '../features/content/QueryStatus';
import { VipLevelTable } from '../features/content/VipLevelTable';
import { selectMember } from '../features/session/selectors';
import { Page } from '../shell/Page';

const Intro = styled.p`
  max-width: 60ch;
  margin: 0 0 ${t.space[4]};
  color: ${t.color.text.muted};
`;

const Mine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${t.space[2]};
  margin: 0 0 ${t.space[4]};
  font-weight: ${t.font.weight.semibold};
`;

/** /vip: every VIP level compared, the member's own marked. */
export default function VipPage() {
  const { t: translate } = useTranslation();
  const club = useAppSelector(selectMember)?.clubLabel ?? null;
  const levels = useVipLevelsQuery();
  return (
    <Page>
      <Intro>{translate('vip_intro')}</Intro>
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
