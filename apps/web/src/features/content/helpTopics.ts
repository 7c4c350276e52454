import type { HelpTopic } from '@tessera/api';

/** The query parameter that names the open help topic (the footer links to `/help?topic=<id>`). */
export const HELP_TOPIC_PARAM = 'topic';

/** The chain of topics from a section down to the topic with `id`; empty when there is none. */
export function topicPath(topics: readonly HelpTopic[], id: string): HelpTopic[] {
  for (const topic of topics) {
    if (topic.id === id) return [topic];
    const below = topicPath(topic.children, id);
    if (below.length > 0) return [topic, ...below];
  }
  return [];
}

/**
 * The topic the page shows: the one named in the address, or the first section when none is
 * named. `null` when the address names a topic that does not exist.
 */
export function chosenTopic(topics: readonly HelpTopic[], id: string | null): HelpTopic[] | null {
  if (id === null || id === '') return topics.length > 0 ? [topics[0]!] : null;
  const path = topicPath(topics, id);
  return path.length > 0 ? path : null;
}

export const topicSearch = (id: string) => `?${HELP_TOPIC_PARAM}=${encodeURIComponent(id)}`;
