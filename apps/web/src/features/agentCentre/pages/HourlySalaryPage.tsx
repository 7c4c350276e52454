import { ContractKindView } from '../../contracts/ContractKindView';

/** The agent centre's hourly salary page (agentHourlySalary): shown only while its white-label flag is on. */
export default function HourlySalaryPage() {
  return <ContractKindView kind="HOURLY_SALARY" />;
}
