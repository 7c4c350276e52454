import { useTranslation } from '@tessera/i18n';
import { Button } from '@tessera/ui';
import { Block } from './AppDownloadBlock.styles';
import { useInstallPrompt } from './installPrompt';
import { Offer } from './LiteAppBlock.styles';

/**
 * The lite app: this site installed from the browser (web app manifest and service worker). The
 * button appears when the browser offers the install; elsewhere (Safari, for one) the manual
 * steps say how to add it.
 */
export function LiteAppBlock() {
  const { t: translate } = useTranslation();
  const { canInstall, installed, install } = useInstallPrompt();
  return (
    <Block id="lite" tabIndex={-1} aria-labelledby="lite-title">
      <h2 id="lite-title">{translate('lite_title')}</h2>
      <p>{translate('lite_text')}</p>
      {installed ? (
        <Offer role="status">{translate('lite_installed')}</Offer>
      ) : (
        canInstall && (
          <Offer>
            <Button onClick={() => void install()}>{translate('lite_install')}</Button>
          </Offer>
        )
      )}
      <h3>{translate('lite_manual_title')}</h3>
      <ol>
        <li>{translate('lite_manual_ios')}</li>
        <li>{translate('lite_manual_android')}</li>
      </ol>
    </Block>
  );
}
