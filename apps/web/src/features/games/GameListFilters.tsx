import { memo, useEffect, useRef, useState } from 'react';
import type { GameClassification, GameProviderCard, GameType, MinBetOption } from '@tessera/api';
import { GAME_NAME_SEARCH_MAX, MIN_BET_OPTIONS } from '@tessera/api/contract';
import { useTranslation, type TranslationKey } from '@tessera/i18n';
import { formatAmount } from '@tessera/format';
import { ProviderCard, Select, TextField, useStripReach } from '@tessera/ui';
import { SEARCH_DEBOUNCE_MS } from '../../core/constants';
import { classificationsFor, searchTerm, type GameListView } from './listView';
import { useDebouncedValue } from './timing';
import { Providers, Fields } from './GameListFilters.styles';

const CLASSIFICATION_LABELS = {
  SCRATCH: 'game_class_scratch',
  VIDEO_POKER: 'game_class_video_poker',
  JACKPOT: 'game_class_jackpot',
  TABLE: 'game_class_table',
  ARCADE: 'game_class_arcade',
  BINGO: 'game_class_bingo',
} as const satisfies Record<GameClassification, TranslationKey>;

/**
 * The name search. What is typed stays here (a keystroke re-renders only this field) and reaches
 * the list once it has settled for the §9 debounce; the address's search, when back or forward
 * brings another, is shown again.
 */
const SearchField = memo(function SearchField({
  applied = '',
  onSearch,
}: {
  applied?: string;
  onSearch: (gameName: string) => void;
}) {
  const { t: translate } = useTranslation();
  const [text, setText] = useState(applied);
  const settled = useDebouncedValue(searchTerm(text), SEARCH_DEBOUNCE_MS);
  const last = useRef(applied);
  useEffect(() => {
    if (settled === last.current) return;
    last.current = settled;
    onSearch(settled);
  }, [settled, onSearch]);
  useEffect(() => {
    if (applied === last.current) return;
    last.current = applied;
    setText(applied);
  }, [applied]);
  return (
    <TextField
      type="search"
      label={translate('game_search')}
      placeholder={translate('game_search_placeholder')}
      maxLength={GAME_NAME_SEARCH_MAX}
      value={text}
      onChange={(event) => setText(event.target.value)}
      autoComplete="off"
      enterKeyHint="search"
    />
  );
});

/**
 * Brings the chosen provider's chip into the strip's view (a phone shows four chips at a time),
 * sideways only: the page itself never scrolls for it.
 */
function useChosenInView(chosen: string | undefined, providerCount: number) {
  const strip = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    // With nothing chosen the strip not yet moved is at its beginning, where the "all" chip is:
    // nothing to bring into view, and no layout of the new page to work out before the browser would.
    if (chosen === undefined && !moved.current) return;
    moved.current = true;
    const box = strip.current;
    const chip = box?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!box || !chip) return;
    const from = box.getBoundingClientRect();
    const to = chip.getBoundingClientRect();
    box.scrollLeft += to.left - from.left - (from.width - to.width) / 2;
  }, [chosen, providerCount]);
  return strip;
}

export interface GameListFiltersProps {
  gameType: GameType;
  view: GameListView;
  /** The providers of the page's category, in lane order. */
  providers: readonly GameProviderCard[];
  /**
   * The providers are still being fetched: the strip shows its "all" chip meanwhile, so the
   * filters and the grid below keep their place when the providers arrive.
   */
  providersLoading?: boolean;
  /** Applies a name search, 500 ms after the last keystroke (§9). */
  onSearch: (gameName: string) => void;
  onChange: (change: Partial<GameListView>) => void;
}

type Change = GameListFiltersProps['onChange'];

/** The provider chips, "all" first. Renders again only when the providers or the choice change. */
const ProviderStrip = memo(function ProviderStrip({
  providers,
  chosen,
  loading,
  onChange,
}: {
  providers: readonly GameProviderCard[];
  chosen: string | undefined;
  loading: boolean;
  onChange: Change;
}) {
  const { t: translate } = useTranslation();
  const strip = useChosenInView(chosen, providers.length);
  // The "all" chip is the strip's first child: provider `index` is child `index + 1`.
  const reach = useStripReach(strip, providers.length + 1);
  if (providers.length === 0 && !loading) return null;
  return (
    <Providers ref={strip} role="group" aria-label={translate('game_provider_filter')} aria-busy={loading || undefined}>
      <ProviderCard
        size="sm"
        name={translate('game_provider_all')}
        selected={!chosen}
        onSelect={() => onChange({ vassalage: undefined })}
      />
      {providers.map((provider, index) => (
        <ProviderCard
          key={provider.vassalage}
          size="sm"
          name={provider.name}
          code={provider.vassalage}
          iconUrl={provider.smallIcon}
          deferLogo={index + 1 >= reach}
          isHot={provider.isHot}
          hotLabel={translate('game_hot')}
          selected={chosen === provider.vassalage}
          onSelect={(code) => onChange({ vassalage: code })}
        />
      ))}
    </Providers>
  );
});

/** Classification (where the category has them) and minimum bet. */
const ListSelects = memo(function ListSelects({
  gameType,
  classify,
  minBet,
  onChange,
}: {
  gameType: GameType;
  classify: GameClassification | undefined;
  minBet: MinBetOption | undefined;
  onChange: Change;
}) {
  const { t: translate } = useTranslation();
  const classifications = classificationsFor(gameType);
  return (
    <>
      {classifications.length > 0 && (
        <Select
          label={translate('game_classification')}
          value={classify ?? ''}
          onChange={(event) => onChange({ gameClassify: classifications.find((c) => c === event.target.value) })}
          options={[
            { value: '', label: translate('game_classification_all') },
            ...classifications.map((c) => ({ value: c, label: translate(CLASSIFICATION_LABELS[c]) })),
          ]}
        />
      )}
      <Select
        label={translate('game_min_bet')}
        value={minBet === undefined ? '' : String(minBet)}
        onChange={(event) =>
          onChange({ minBet: MIN_BET_OPTIONS.find((option: MinBetOption) => String(option) === event.target.value) })
        }
        options={[
          { value: '', label: translate('game_min_bet_all') },
          ...MIN_BET_OPTIONS.map((option) => ({ value: String(option), label: formatAmount(option) })),
        ]}
      />
    </>
  );
});

/**
 * §2 "Game lists": the provider chips ("all" first), the name search, classification and minimum
 * bet. Each part renders again only for the part of the view it shows: a search leaves the
 * provider chips and the selects alone, and new games arriving in the list leave all of them.
 */
export function GameListFilters({
  gameType,
  view,
  providers,
  providersLoading = false,
  onSearch,
  onChange,
}: GameListFiltersProps) {
  const { t: translate } = useTranslation();
  return (
    <>
      <ProviderStrip providers={providers} chosen={view.vassalage} loading={providersLoading} onChange={onChange} />
      <Fields role="search" aria-label={translate('game_filters')}>
        <SearchField applied={view.gameName} onSearch={onSearch} />
        <ListSelects gameType={gameType} classify={view.gameClassify} minBet={view.minBet} onChange={onChange} />
      </Fields>
    </>
  );
}
