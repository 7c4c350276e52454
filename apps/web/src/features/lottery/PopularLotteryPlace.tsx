import { useTranslation } from '@tessera/i18n';
import { GameGridSkeleton } from '@tessera/ui';
import { LOTTERY_GRID_COLUMNS, POPULAR_LOTTERY_COUNT } from '../../core/constants';
import { SectionHeader } from './lottery.styles';

/** The popular lottery's cards while they load: as many placeholders as the read answers, in the grid's columns. */
export function PopularLotterySkeleton({ label }: { label?: string }) {
  return <GameGridSkeleton count={POPULAR_LOTTERY_COUNT} maxColumns={LOTTERY_GRID_COLUMNS} label={label} />;
}

/**
 * Home's held place for the popular lottery until its code arrives: its heading and its cards'
 * placeholders, as tall as the section will be at any width, so a member already below it is not
 * moved when it fills in. Its own module, small, for home's chunk.
 */
export function PopularLotteryPlace() {
  const { t: translate } = useTranslation();
  return (
    <div aria-hidden="true" data-placeholder="popular-lottery">
      <SectionHeader>
        <h2>{translate('lottery_popular')}</h2>
        <span>{translate('lottery_see_all')}</span>
      </SectionHeader>
      <PopularLotterySkeleton />
    </div>
  );
}
