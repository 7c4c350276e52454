import { useTranslation } from '@tessera/i18n';
import { useAppSelector } from '../../core/hooks';
import { selectIsSignedIn, selectIsTrial } from '../session/selectors';
import { DrawTable } from './DrawTable';
import { useMyOpenedNumerosQuery } from './lotteryApi';
import { SectionHeader } from './lottery.styles';
import { Section } from './MyDraws.styles';

/**
 * Home's "my recent draws" (§7 "Home", `/lotto/lgw/games/opened/numero`): for a signed-in member,
 * the latest drawn rounds of the lottery games they played. Nothing for visitors, trial accounts,
 * or a member who played no lottery.
 */
export function MyDraws() {
  const { t: translate } = useTranslation();
  const signedIn = useAppSelector(selectIsSignedIn);
  const trial = useAppSelector(selectIsTrial);
  const draws = useMyOpenedNumerosQuery(undefined, { skip: !signedIn || trial });
  if (!signedIn || trial || !draws.data?.length) return null;
  return (
    <Section>
      <SectionHeader>
        <h2 id="home-my-draws">{translate('lottery_my_draws')}</h2>
      </SectionHeader>
      <DrawTable draws={draws.data} aria-labelledby="home-my-draws" />
    </Section>
  );
}
