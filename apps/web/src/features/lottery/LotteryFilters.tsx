import type { LotteryGame } from '@tessera/api';
import { useTranslation, type TranslationKey } from '@tessera/i18n';
import { Select } from '@tessera/ui';
import { distinct, type LotteryQuery } from './lottery';
import { Bar } from './LotteryFilters.styles';

const AREA_KEYS: Record<string, TranslationKey> = {
  VN: 'lottery_area_vn',
  TH: 'lottery_area_th',
  SEA: 'lottery_area_sea',
};

/** The lobby's provider and area choices, from the games listed. */
export function LotteryFilters({
  games,
  vendorNames,
  value,
  onChange,
}: {
  games: readonly LotteryGame[];
  vendorNames: ReadonlyMap<string, string>;
  value: Pick<LotteryQuery, 'vendor' | 'area'>;
  onChange: (name: 'vendor' | 'area', value: string) => void;
}) {
  const { t: translate } = useTranslation();
  const vendors = distinct(games.map((g) => g.vendor)).map((code) => ({
    value: code,
    label: vendorNames.get(code) ?? code,
  }));
  const areas = distinct(games.map((g) => g.lottoArea)).map((code) => ({
    value: code,
    label: AREA_KEYS[code] ? translate(AREA_KEYS[code]) : code,
  }));
  return (
    <Bar>
      <Select
        label={translate('lottery_filter_vendor')}
        options={[{ value: '', label: translate('lottery_all_vendors') }, ...vendors]}
        value={value.vendor ?? ''}
        onChange={(event) => onChange('vendor', event.target.value)}
      />
      <Select
        label={translate('lottery_filter_area')}
        options={[{ value: '', label: translate('lottery_all_areas') }, ...areas]}
        value={value.area ?? ''}
        onChange={(event) => onChange('area', event.target.value)}
      />
    </Bar>
  );
}
