import { AGENT_LIST_CODES, IDENTITY_CODES, NOT_AN_AGENT, TEAM_RANGE_CODES } from '@tessera/api';
import type { TFunction } from '@tessera/i18n';
import type { FailureInfo } from '../system/slice';

/** The translated message of a failed agent-centre read: its own refusals, then what happened on the way. */
export function agentFailureMessage(
  translate: TFunction,
  error: FailureInfo | undefined,
): { title: string; text: string } {
  const code = error?.code ?? '';
  if (code === NOT_AN_AGENT)
    return { title: translate('agent_error_not_agent'), text: translate('agent_error_not_agent_text') };
  if ((Object.values(TEAM_RANGE_CODES) as string[]).includes(code))
    return { title: translate('agent_error_range'), text: translate('agent_error_range_text') };
  if ((Object.values(AGENT_LIST_CODES) as string[]).includes(code))
    return { title: translate('agent_error_list'), text: translate('agent_error_list_text') };
  if (code === IDENTITY_CODES.notLoggedIn) return { title: translate('error_not_logged_in'), text: '' };
  if (error?.kind === 'network')
    return { title: translate('content_load_failed'), text: translate('error_network_abnormal') };
  if (error?.kind === 'timeout')
    return { title: translate('content_load_failed'), text: translate('error_page_load_timeout') };
  return { title: translate('content_load_failed'), text: translate('content_load_failed_text') };
}
