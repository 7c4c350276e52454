import type { AgentAnnouncements, CreatedDownline, CreateDownlinePayload } from '../contract';
import { loadCrypto } from '../crypto/lazy';
import type { HttpClient } from '../http';
import { PATHS_AGENT } from '../paths/agent';
import { request } from '../request';

/** The announcements for agents, newest first (token; agents only, others get 403 `NOT_AN_AGENT`). */
export function getAgentAnnouncements(http: HttpClient): Promise<AgentAnnouncements> {
  return request<AgentAnnouncements>(http, { method: 'GET', url: PATHS_AGENT.announcements });
}

/** Creates a member under the agent (token; agents only; body encrypted, it carries the password). */
export async function createDownline(
  http: HttpClient,
  transportKey: string,
  payload: CreateDownlinePayload,
): Promise<CreatedDownline> {
  const { encryptBody } = await loadCrypto();
  return request<CreatedDownline>(http, {
    method: 'POST',
    url: PATHS_AGENT.createDownline,
    data: encryptBody(payload, transportKey),
  });
}
