import type { GameProviderCard } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import { ProviderCard } from '@tessera/ui';
import { useLaunchGame } from './launch';
import { List } from './ProviderCards.styles';

/** §3 launch data of a provider card: its type and code, and isGame when it opens a game list. */
export const providerLaunchData = (card: GameProviderCard) => ({
  gameType: card.gameType,
  vassalage: card.vassalage,
  ...(card.isGame ? { isGame: card.isGame } : {}),
  name: card.name,
});

/**
 * A category's providers as cards (§2 category pages): choosing one follows the §4 launch rules
 * (its game list, its table list in a popup, the lottery lobby, or the provider's game).
 */
export function ProviderCards({ cards, label }: { cards: readonly GameProviderCard[]; label: string }) {
  const { t: translate } = useTranslation();
  const launch = useLaunchGame();
  return (
    <List aria-label={label}>
      {cards.map((card) => (
        <li key={card.vassalage}>
          <ProviderCard
            name={card.name}
            code={card.vassalage}
            iconUrl={card.smallIcon}
            isHot={card.isHot}
            hotLabel={translate('nav_hot')}
            gameType={card.gameType}
            onSelect={() => launch(providerLaunchData(card))}
          />
        </li>
      ))}
    </List>
  );
}
