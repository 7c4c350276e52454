import { useHelpCenterQuery } from '../features/content/contentApi';
import { HelpCentre } from '../features/content/HelpCentre';
import { ContentSkeleton, QueryView } from '../features/content/QueryStatus';
import { Page } from '../shell/Page';

/** /help and /helpmc (the same page without the header, for the apps): the help centre. */
export default function HelpPage() {
  const topics = useHelpCenterQuery();
  return (
    <Page>
      <QueryView query={topics} skeleton={<ContentSkeleton rows={5} height={40} />}>
        {(data) => <HelpCentre topics={data} />}
      </QueryView>
    </Page>
  );
}
