import { ContractKindView } from '../../contracts/ContractKindView';

/** The agent centre's real-time salary page (agentRealtimeSalary): shown only while its white-label flag is on. */
export default function RealtimeSalaryPage() {
  return <ContractKindView kind="REALTIME_SALARY" />;
}
