import { useTranslation, type TranslationKey } from '@tessera/i18n';
import { Button } from '@tessera/ui';
import { useAppSelector } from '../../core/hooks';
import { selectMember } from '../session/selectors';
import { isWhitelabelFlagOn } from '../system/selectors';
import { ActionLink, Card, Cards, Section } from './ContentCards.styles';
import { useOpenCustomerService } from './useCustomerService';
import { Intro, Start, Actions } from './AgentProgramme.styles';

const REASONS: readonly [TranslationKey, TranslationKey][] = [
  ['join_why_commission_title', 'join_why_commission_text'],
  ['join_why_code_title', 'join_why_code_text'],
  ['join_why_centre_title', 'join_why_centre_text'],
  ['join_why_host_title', 'join_why_host_text'],
];

/** The contracts an upline can offer (§1, §3): what each pays on, and when. */
const CONTRACTS: readonly [TranslationKey, TranslationKey][] = [
  ['join_contract_dividend_title', 'join_contract_dividend_text'],
  ['join_contract_daily_title', 'join_contract_daily_text'],
  ['join_contract_hourly_title', 'join_contract_hourly_text'],
  ['join_contract_realtime_title', 'join_contract_realtime_text'],
];

function CardList({ items }: { items: readonly [TranslationKey, TranslationKey][] }) {
  const { t: translate } = useTranslation();
  return (
    <Cards>
      {items.map(([title, text]) => (
        <Card key={title}>
          <h3>{translate(title)}</h3>
          <p>{translate(text)}</p>
        </Card>
      ))}
    </Cards>
  );
}

/** /join: the agent programme in short — why, how commissions and contracts work, how to start. */
export function AgentProgramme() {
  const { t: translate } = useTranslation();
  const member = useAppSelector(selectMember);
  const canRegister = useAppSelector(isWhitelabelFlagOn('DIRECT_REGISTRATION'));
  const openCustomerService = useOpenCustomerService();
  return (
    <>
      <Intro>{translate('join_intro')}</Intro>
      <Section aria-labelledby="join-why">
        <h2 id="join-why">{translate('join_why_title')}</h2>
        <CardList items={REASONS} />
      </Section>
      <Section aria-labelledby="join-how">
        <h2 id="join-how">{translate('join_how_title')}</h2>
        <p>{translate('join_how_text')}</p>
        <CardList items={CONTRACTS} />
      </Section>
      <Start aria-labelledby="join-start">
        <h2 id="join-start">{translate('join_start_title')}</h2>
        <p>{translate(member ? 'join_start_member' : 'join_start_visitor')}</p>
        <p>{translate('join_invitation_hint')}</p>
        <Actions>
          {!member && canRegister && <ActionLink to="/register">{translate('register_now')}</ActionLink>}
          <Button variant="secondary" onClick={() => void openCustomerService()}>
            {translate('customer_service')}
          </Button>
        </Actions>
      </Start>
    </>
  );
}
