import styled from 'styled-components';
import { useTranslation } from '@tessera/i18n';
import { theme as t } from '@tessera/tokens';
import { useAppSelector } from '../../core/hooks';
import { selectSystemStatus } from '../system/selectors';
import { AppDownloadBlock, type AppPlatformTexts } from './AppDownloadBlock';
import { LiteAppBlock } from './LiteAppBlock';
import { useHashTarget } from './useHashTarget';

const IOS: AppPlatformTexts = {
  title: 'down_ios_title',
  qrAlt: 'down_ios_qr',
  download: 'down_ios_get',
  steps: ['down_ios_step_1', 'down_ios_step_2', 'down_ios_step_3'],
};

const ANDROID: AppPlatformTexts = {
  title: 'down_android_title',
  qrAlt: 'down_android_qr',
  download: 'down_android_get',
  steps: ['down_android_step_1', 'down_android_step_2', 'down_android_step_3'],
};

const Intro = styled.p`
  max-width: 65ch;
  margin: 0 0 ${t.space[5]};
  color: ${t.color.text.muted};
`;

const Grid = styled.div`
  display: grid;
  gap: ${t.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  align-items: start;
`;

/** /down: the iOS and Android apps (from the system status resources) and the lite app. */
export function AppDownloads() {
  const { t: translate } = useTranslation();
  const resources = useAppSelector(selectSystemStatus)?.resources ?? [];
  useHashTarget();
  return (
    <>
      <Intro>{translate('down_intro')}</Intro>
      <Grid>
        <AppDownloadBlock id="ios" resource={resources.find((r) => r.resourceType === 'APP_IOS')} texts={IOS} />
        <AppDownloadBlock
          id="android"
          resource={resources.find((r) => r.resourceType === 'APP_ANDROID')}
          texts={ANDROID}
        />
        <LiteAppBlock />
      </Grid>
    </>
  );
}
