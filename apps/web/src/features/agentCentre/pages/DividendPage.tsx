import { ContractKindView } from '../../contracts/ContractKindView';

/** The agent centre's dividend page (agentDividend): shown only while its white-label flag is on. */
export default function DividendPage() {
  return <ContractKindView kind="DIVIDEND" />;
}
