import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from '@tessera/i18n';
import type { HelpTopic } from '@tessera/api';
import { EmptyState, SanitizedHtml } from '@tessera/ui';
import { HELP_TOPIC_PARAM, chosenTopic, topicSearch } from './helpTopics';
import { HelpTopicTree } from './HelpTopicTree';
import { Layout, Topic } from './HelpCentre.styles';

/**
 * The help centre: the topic tree beside (on a phone, above) the open topic, which the address
 * names (`?topic=<id>`). Choosing a topic moves focus to it, so keyboard and screen-reader users
 * land on what they chose and a phone scrolls it into view.
 */
export function HelpCentre({ topics }: { topics: readonly HelpTopic[] }) {
  const { t: translate } = useTranslation();
  const [params] = useSearchParams();
  const heading = useRef<HTMLHeadingElement>(null);
  const chosen = useRef(false);
  const path = chosenTopic(topics, params.get(HELP_TOPIC_PARAM));
  const topic = path?.at(-1) ?? null;

  useEffect(() => {
    if (!chosen.current) return;
    chosen.current = false;
    heading.current?.focus();
  }, [topic?.id]);

  if (topics.length === 0) return <EmptyState title={translate('help_empty')} />;
  return (
    <Layout>
      <nav aria-label={translate('help_topics')}>
        <HelpTopicTree
          topics={topics}
          openPath={path?.map((p) => p.id) ?? []}
          onChoose={() => (chosen.current = true)}
        />
      </nav>
      {topic ? (
        <Topic aria-labelledby="help-topic-title">
          <h2 id="help-topic-title" ref={heading} tabIndex={-1}>
            {topic.title}
          </h2>
          <SanitizedHtml html={topic.content} />
          {topic.children.length > 0 && (
            <>
              <h3>{translate('help_in_section')}</h3>
              <ul data-part="children">
                {topic.children.map((child) => (
                  <li key={child.id}>
                    <Link to={topicSearch(child.id)} onClick={() => (chosen.current = true)}>
                      {child.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </Topic>
      ) : (
        <EmptyState
          role="alert"
          title={translate('help_topic_not_found')}
          description={translate('help_topic_not_found_text')}
        />
      )}
    </Layout>
  );
}
