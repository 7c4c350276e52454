import { useTranslation, type TranslationKey } from '@tessera/i18n';
import type { Resource } from '@tessera/api';
import { Block, Get, Qr, Actions, DownloadLink } from './AppDownloadBlock.styles';

/** The texts of one platform's block. */
export interface AppPlatformTexts {
  title: TranslationKey;
  qrAlt: TranslationKey;
  download: TranslationKey;
  steps: readonly TranslationKey[];
}

/**
 * One app's block (`#ios`, `#android`): its QR code and download link from the system status
 * resources, and a short install guide. Without the resource it says the download is unavailable,
 * and the anchor still exists for the side bar's link.
 */
export function AppDownloadBlock({
  id,
  resource,
  texts,
}: {
  id: string;
  resource: Resource | undefined;
  texts: AppPlatformTexts;
}) {
  const { t: translate } = useTranslation();
  const headingId = `${id}-title`;
  return (
    <Block id={id} tabIndex={-1} aria-labelledby={headingId}>
      <h2 id={headingId}>{translate(texts.title)}</h2>
      {resource ? (
        <Get>
          {resource.qrCodeUrl && <Qr src={resource.qrCodeUrl} alt={translate(texts.qrAlt)} width={160} height={160} />}
          <Actions>
            <p>{translate('down_scan')}</p>
            <DownloadLink href={resource.url}>{translate(texts.download)}</DownloadLink>
          </Actions>
        </Get>
      ) : (
        <p role="status">{translate('down_unavailable')}</p>
      )}
      <h3>{translate('down_guide')}</h3>
      <ol>
        {texts.steps.map((step) => (
          <li key={step}>{translate(step)}</li>
        ))}
      </ol>
    </Block>
  );
}
