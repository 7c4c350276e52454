import type { HelpTopic } from '@tessera/api';
import { topicSearch } from './helpTopics';
import { Tree, TopicLink } from './HelpTopicTree.styles';

export interface HelpTopicTreeProps {
  topics: readonly HelpTopic[];
  /** The ids from the open section down to the open topic. */
  openPath: readonly string[];
  onChoose: () => void;
  depth?: number;
}

/**
 * The help centre's sections and topics as links (`?topic=<id>`): reachable with Tab, opened with
 * Enter, and the address always names the open topic.
 */
export function HelpTopicTree({ topics, openPath, onChoose, depth = 0 }: HelpTopicTreeProps) {
  return (
    <Tree>
      {topics.map((topic) => {
        const open = openPath.includes(topic.id);
        const current = openPath.at(-1) === topic.id;
        return (
          <li key={topic.id} data-open={open}>
            <TopicLink
              to={topicSearch(topic.id)}
              aria-current={current ? 'page' : undefined}
              data-depth={depth}
              onClick={onChoose}
            >
              {topic.title}
            </TopicLink>
            {topic.children.length > 0 && (
              <HelpTopicTree topics={topic.children} openPath={openPath} onChoose={onChoose} depth={depth + 1} />
            )}
          </li>
        );
      })}
    </Tree>
  );
}
