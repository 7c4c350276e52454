import { ContractKindView } from '../../contracts/ContractKindView';

/** The agent centre's daily wages page (agentDailyWages): shown only while its white-label flag is on. */
export default function DailyWagesPage() {
  return <ContractKindView kind="DAILY_SALARY" />;
}
