import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';
import type { HelpTopic } from '@tessera/api';
import { topicSearch } from './helpTopics';
import { focusRing } from '@tessera/ui';

const Tree = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${t.space[1]};
  & & {
    padding-inline-start: ${t.space[4]};
    margin-top: ${t.space[1]};
  }
  /* On a phone the tree sits above the topic: only the open section unfolds, to keep it short. */
  @media (max-width: 899px) {
    & li[data-open='false'] > ul {
      display: none;
    }
  }
`;

const TopicLink = styled(Link)`
  display: block;
  padding: ${t.space[2]} ${t.space[3]};
  border-radius: ${t.radius.md};
  color: ${t.color.text.primary};
  text-decoration: none;
  &:hover {
    background: ${t.color.bg.hover};
  }
  ${focusRing({ placement: 'inset' })}
  &[data-depth='0'] {
    font-weight: ${t.font.weight.semibold};
  }
  &[aria-current='page'] {
    background: ${t.color.bg.accentSubtle};
    font-weight: ${t.font.weight.semibold};
  }
`;

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
