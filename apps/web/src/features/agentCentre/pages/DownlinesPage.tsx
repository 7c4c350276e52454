import type { AgentDownline } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import { formatAmount } from '@tessera/format';
import { Checkbox, type DataTableColumn } from '@tessera/ui';
import { formatRecordTime } from '../../memberCentre/records/dates';
import { RecordsResults } from '../../memberCentre/records/RecordsResults';
import { RecordsPage } from '../../memberCentre/records/RecordsResults.styles';
import { usePagedFilter } from '../../memberCentre/records/usePagedFilter';
import { useAgentDownlinesQuery } from '../agentApi';
import { agentFailureMessage } from '../messages';
import { SearchBar } from '../SearchBar';

/**
 * The agent centre's downline management (agentDownlines): the agent's team, every level (1 is
 * direct), searched by account, or the direct downlines only, a page at a time.
 */
export default function DownlinesPage() {
  const { t: translate } = useTranslation();
  const { filter, pageNo, change, setPageNo } = usePagedFilter({ account: '', directOnly: false });
  const { account, directOnly } = filter;
  const query = useAgentDownlinesQuery(
    { pageNo, ...(account ? { account } : {}), ...(directOnly ? { directOnly } : {}) },
    { refetchOnMountOrArgChange: 60 },
  );
  const columns: DataTableColumn<AgentDownline>[] = [
    { id: 'account', header: translate('agent_col_account'), align: 'start', cell: (d) => d.account },
    { id: 'nickname', header: translate('agent_col_nickname'), align: 'start', wrap: true, cell: (d) => d.nickname },
    {
      id: 'type',
      header: translate('agent_col_type'),
      align: 'start',
      cell: (d) => translate(d.kind === 'agent' ? 'agent_kind_agent' : 'agent_kind_member'),
    },
    {
      id: 'level',
      header: translate('agent_col_level'),
      cell: (d) => (d.level === 1 ? translate('agent_level_direct', { level: d.level }) : d.level),
    },
    {
      id: 'registered',
      header: translate('agent_col_registered'),
      align: 'start',
      cell: (d) => <time dateTime={d.registeredAt}>{formatRecordTime(d.registeredAt)}</time>,
    },
    {
      id: 'lastLogin',
      header: translate('agent_col_last_login'),
      align: 'start',
      cell: (d) =>
        d.lastLoginAt ? (
          <time dateTime={d.lastLoginAt}>{formatRecordTime(d.lastLoginAt)}</time>
        ) : (
          translate('agent_never_logged_in')
        ),
    },
    { id: 'balance', header: translate('agent_col_balance'), cell: (d) => formatAmount(d.balance) },
  ];

  return (
    <RecordsPage>
      <SearchBar value={account} onSearch={(text) => change({ account: text })}>
        <Checkbox
          label={translate('agent_direct_only')}
          name="directOnly"
          checked={directOnly}
          onChange={(event) => change({ directOnly: event.target.checked })}
        />
      </SearchBar>
      <RecordsResults
        query={query}
        failure={agentFailureMessage}
        empty={{
          title: translate('agent_downlines_empty'),
          description: account
            ? translate('agent_downlines_empty_search', { search: account })
            : translate('agent_downlines_empty_text'),
        }}
        caption={(count) => translate('agent_downlines_caption', { count })}
        columns={columns}
        rowKey={(d) => d.memberId}
        page={pageNo}
        onPageChange={setPageNo}
      />
    </RecordsPage>
  );
}
