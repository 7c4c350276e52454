import { useLoadedModule } from '@tessera/ui';
import type { Notice } from '@tessera/api';
import { useNoticesQuery } from './contentApi';
import { Bar, Reserved } from './NoticeBar.styles';
import { useDeferredAnswer } from '../../core/hooks';

const NO_NOTICES: Notice[] = [];

// The marquee and its dialogs come in a chunk of their own, asked for as the bar mounts, beside
// the notices' read: the first view renders without them.
const loadTicker = () => import('./NoticeTicker').then((module) => module.default);

/** The system notice marquee (§2): titles scroll, hover or focus pauses, a click opens the notice. */
export function NoticeBar() {
  // The marquee mounts with the answer: as a transition, not inside the store's update.
  const { data: notices, isLoading } = useDeferredAnswer(useNoticesQuery(), NO_NOTICES);
  const NoticeTicker = useLoadedModule(loadTicker, true);
  if (!isLoading && notices.length === 0) return null;
  // Until the notices and the marquee's code are both here, the bar holds its place (the
  // marquee's height), so nothing below jumps.
  if (isLoading || NoticeTicker === null) {
    return (
      <Bar aria-hidden="true" data-placeholder="notices">
        <Reserved />
      </Bar>
    );
  }
  return (
    <Bar>
      <NoticeTicker notices={notices} />
    </Bar>
  );
}
