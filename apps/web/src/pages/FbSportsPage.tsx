import { useTranslation } from '@tessera/i18n';
import { GameFrame } from '../features/games/GameFrame';
import { PlayGate } from '../features/games/PlayGate';
import { FB_SPORTS } from '../core/constants';
import { Page } from '../shell/Page';

const FB_REQUEST = { gameType: 'SPORTS', vassalage: FB_SPORTS } as const;

/** /fbsports: the FB sports book, launched through its own call (§7 GCS_gameLaunchFB). */
export default function FbSportsPage() {
  const { t: translate } = useTranslation();
  return (
    <Page>
      <PlayGate>
        <GameFrame request={FB_REQUEST} title={translate('page_fb_sports')} />
      </PlayGate>
    </Page>
  );
}
