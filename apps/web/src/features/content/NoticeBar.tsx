import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@tessera/i18n';
import { theme as t } from '@tessera/tokens';
import { Marquee } from '@tessera/ui';
import { useNoticesQuery } from './contentApi';

// The notice modal (and the HTML sanitiser with it) arrives when a notice is opened.
const NoticeModal = lazy(() => import('./NoticeModal'));

const Bar = styled.div`
  width: 100%;
  max-width: 1200px;
  margin: ${t.space[2]} auto 0;
  padding: 0 ${t.space[4]};
`;

/** The system notice marquee (§2): titles scroll, hover or focus pauses, a click opens the notice. */
export function NoticeBar() {
  const { t: translate } = useTranslation();
  const { data: notices = [] } = useNoticesQuery();
  const [openId, setOpenId] = useState<string | null>(null);
  const open = notices.find((n) => n.id === openId);
  if (notices.length === 0) return null;
  return (
    <Bar>
      <Marquee
        items={notices}
        onSelect={(item) => setOpenId(item.id)}
        label={translate('notices_label')}
        pauseLabel={translate('notices_pause')}
        playLabel={translate('notices_play')}
      />
      {open && (
        <Suspense fallback={null}>
          <NoticeModal notice={open} onClose={() => setOpenId(null)} />
        </Suspense>
      )}
    </Bar>
  );
}
