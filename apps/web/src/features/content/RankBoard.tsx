import type { BannerGroup, RankType } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import { EmptyState } from '@tessera/ui';
import { useBannersQuery, useTopRankQuery } from './contentApi';
import { ContentSkeleton, QueryView } from './QueryStatus';
import { RankTable } from './RankTable';

/** The banner group whose presence switches each ranking on (§2). */
export const RANK_GROUPS: Readonly<Record<RankType, BannerGroup>> = { DEPOSIT: 'w_deposit20', BET: 'w_bet20' };

function Ranking({ type }: { type: RankType }) {
  const entries = useTopRankQuery(type);
  return (
    <QueryView query={entries} skeleton={<ContentSkeleton rows={8} height={40} />}>
      {(data) => <RankTable type={type} entries={data} />}
    </QueryView>
  );
}

/**
 * A top-20 ranking, shown only while the operator has a banner in its group (w_deposit20 or
 * w_bet20); without one the page says the ranking is not available.
 */
export function RankBoard({ type }: { type: RankType }) {
  const { t: translate } = useTranslation();
  const banners = useBannersQuery(RANK_GROUPS[type]);
  return (
    <QueryView query={banners} skeleton={<ContentSkeleton rows={8} height={40} />}>
      {(group) =>
        group.length > 0 ? (
          <Ranking type={type} />
        ) : (
          <EmptyState
            role="status"
            title={translate('rank_unavailable')}
            description={translate('rank_unavailable_text')}
          />
        )
      }
    </QueryView>
  );
}
