import { AgentProgramme } from '../features/content/AgentProgramme';
import { Page } from '../shell/Page';

/** /join: the agent programme. */
export default function JoinPage() {
  return (
    <Page>
      <AgentProgramme />
    </Page>
  );
}
