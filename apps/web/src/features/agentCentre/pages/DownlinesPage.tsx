import { useState } from 'react';
import styled from 'styled-components';
import type { AgentDownline } from '@tessera/api';
import { formatAmount, useTranslation } from '@tessera/i18n';
import { theme as t } from '@tessera/tokens';
import { Checkbox } from '@tessera/ui';
import { formatRecordTime } from '../../memberCentre/records/dates';
import { RecordsTable } from '../../memberCentre/records/RecordsTable';
import type { RecordsColumn } from '../../memberCentre/records/RecordsTable';
import { useAgentDownlinesQuery } from '../agentApi';
import { AgentListResults } from '../AgentListResults';
import { SearchBar } from '../SearchBar';

const Page = styled.div`
  display: grid;
  gap: ${t.space[5]};
  min-width: 0;
`;

/**
 * The agent centre's downline management (agentDownlines): the agent's team, every level (1 is
 * direct), searched by account, or the direct downlines only, a page at a time.
 */
export default function DownlinesPage() {
  const { t: translate } = useTranslation();
  const [account, setAccount] = useState('');
  const [directOnly, setDirectOnly] = useState(false);
  const [pageNo, setPageNo] = useState(1);
  const query = useAgentDownlinesQuery(
    { pageNo, ...(account ? { account } : {}), ...(directOnly ? { directOnly } : {}) },
    { refetchOnMountOrArgChange: 60 },
  );
  const columns: RecordsColumn<AgentDownline>[] = [
    { id: 'account', header: translate('agent_col_account'), align: 'start', cell: (d) => d.account },
    { id: 'nickname', header: translate('agent_col_nickname'), align: 'start', wrap: true, cell: (d) => d.nickname },
    { id: 'type', header: translate('agent_col_type'), align: 'start', cell: (d) => translate(d.kind === 'agent' ? 'agent_kind_agent' : 'agent_kind_member') },
    { id: 'level', header: translate('agent_col_level'), cell: (d) => (d.level === 1 ? translate('agent_level_direct', { level: d.level }) : d.level) },
    { id: 'registered', header: translate('agent_col_registered'), align: 'start', cell: (d) => <time dateTime={d.registeredAt}>{formatRecordTime(d.registeredAt)}</time> },
    {
      id: 'lastLogin',
      header: translate('agent_col_last_login'),
      align: 'start',
      cell: (d) => (d.lastLoginAt ? <time dateTime={d.lastLoginAt}>{formatRecordTime(d.lastLoginAt)}</time> : translate('agent_never_logged_in')),
    },
    { id: 'balance', header: translate('agent_col_balance'), cell: (d) => formatAmount(d.balance) },
  ];

  return (
    <Page>
      <SearchBar
        value={account}
        onSearch={(text) => {
          setAccount(text);
          setPageNo(1);
        }}
      >
        <Checkbox
          label={translate('agent_direct_only')}
          name="directOnly"
          checked={directOnly}
          onChange={(event) => {
            setDirectOnly(event.target.checked);
            setPageNo(1);
          }}
        />
      </SearchBar>
      <AgentListResults
        query={query}
        page={pageNo}
        onPageChange={setPageNo}
        empty={{
          title: translate('agent_downlines_empty'),
          description: account ? translate('agent_downlines_empty_search', { search: account }) : translate('agent_downlines_empty_text'),
        }}
      >
        {(data) => (
          <RecordsTable
            caption={translate('agent_downlines_caption', { count: data.totalElements })}
            columns={columns}
            rows={data.content}
            rowKey={(d) => d.memberId}
            busy={query.isFetching}
          />
        )}
      </AgentListResults>
    </Page>
  );
}
