import { useState } from 'react';
import type { UploadImage } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import { Button } from '@tessera/ui';
import { ImagePicker } from '../uploads/ImagePicker';
import type { PickedImage } from '../uploads/images';
import { Box } from './ProofForm.styles';

export interface ProofFormProps {
  busy: boolean;
  onSend: (proofs: UploadImage[]) => void | Promise<void>;
  onCancel: () => void;
}

/** "Not received": up to three proof images (optional), then send or cancel. */
export function ProofForm({ busy, onSend, onCancel }: ProofFormProps) {
  const { t: translate } = useTranslation();
  const [images, setImages] = useState<PickedImage[]>([]);
  return (
    <Box role="group" aria-label={translate('wd_proof_title')}>
      <ImagePicker label={translate('wd_proof_title')} images={images} onChange={setImages} disabled={busy} />
      <div>
        <Button size="sm" loading={busy} onClick={() => void onSend(images.map((i) => i.image))}>
          {translate('wd_proof_send')}
        </Button>
        <Button size="sm" variant="ghost" disabled={busy} onClick={onCancel}>
          {translate('wd_cancel')}
        </Button>
      </div>
    </Box>
  );
}
