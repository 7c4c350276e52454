/** The spec's Home group (§7): popular games, drawn numbers, and the agent's contracts and funds. */
export const PATHS_HOME = {
  popularGames: '/lgw/games/popular',
  vnOpenedNumeros: '/lgw/vn/numeros/opened/game',
  openedNumero: '/lotto/lgw/games/opened/numero',
  consolidatedFunds: '/wps/member/info/funds/consolidated',
  processDividend: '/wps/relay/MCS2_processDividendReq',
  processDailySalary: '/wps/relay/MCS2_processDailySalContract',
  processHourlySalary: '/wps/relay/MCS2_processContractHourSalary',
  processRealTimeSalary: '/wps/relay/MCSFE_processRealTimeSalaryContract',
} as const;
