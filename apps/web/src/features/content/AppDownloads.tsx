import { useTranslation } from '@tessera/i18n';
import { useAppSelector } from '../../core/hooks';
import { selectResources } from '../system/selectors';
import { AppDownloadBlock, type AppPlatformTexts } from './AppDownloadBlock';
import { LiteAppBlock } from './LiteAppBlock';
import { useHashTarget } from './useHashTarget';
import { Intro, Grid } from './AppDownloads.styles';

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

/** /down: the iOS and Android apps (from the system status resources) and the lite app. */
export function AppDownloads() {
  const { t: translate } = useTranslation();
  const resources = useAppSelector(selectResources);
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
