import { useState } from 'react';
import styled from 'styled-components';
import type { UploadImage } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import { theme as t } from '@tessera/tokens';
import { Button } from '@tessera/ui';
import { ImagePicker } from '../uploads/ImagePicker';
import type { PickedImage } from '../uploads/images';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${t.space[3]};
  padding: ${t.space[3]};
  border-radius: ${t.radius.md};
  background: ${t.color.bg.sunken};
  & > div:last-child {
    display: flex;
    flex-wrap: wrap;
    gap: ${t.space[2]};
  }
`;

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
