/** Contract periods: D daily, W weekly, H semi-monthly, M monthly. */
export const CONTRACT_PERIODS = ['D', 'W', 'H', 'M'] as const;
export type ContractPeriod = (typeof CONTRACT_PERIODS)[number];

/** Contract kinds an agent can offer a downline. */
export const CONTRACT_KINDS = ['dividend', 'dailySalary', 'hourlySalary', 'realTimeSalary'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** What an agent does with a contract: request a new one or its termination, or answer an upline's offer. */
export const CONTRACT_ACTIONS = ['request', 'terminate', 'accept', 'reject'] as const;
export type ContractAction = (typeof CONTRACT_ACTIONS)[number];

/** A dividend, daily or hourly salary contract. Amounts are in minor units. */
export interface AgentContract {
  rate: number;
  periodValidBet: number;
  periodProfitLoss: number;
  activeMembers: number;
  /** Daily or hourly bet amount. */
  betAmount: number;
  period: ContractPeriod;
}

/** A real-time salary contract, settled every 5 minutes. */
export interface RealTimeSalaryContract {
  profitRate: number;
  lossRate: number;
  singleBet: number;
}

/** `GET /wps/relay/MCSFE_getAgentTeamOverview` (token, agents only): a day range, YYYY-MM-DD, both included. */
export interface TeamOverviewQuery {
  from: string;
  to: string;
}

/** The agent's team (every downline level) over the range. Amounts in minor units. */
export interface TeamOverview {
  /** Members of the whole team, and those registered directly with the agent. */
  teamSize: number;
  directDownlines: number;
  /** Registered in the range. */
  newMembers: number;
  /** Members who bet in the range. */
  activeMembers: number;
  /** The team's wallets now. */
  teamBalance: number;
  betAmount: number;
  /** Win minus stake of the team's bets: negative is the team's loss. */
  profitLoss: number;
  depositAmount: number;
  withdrawAmount: number;
}
