import { useId, useRef, useState } from 'react';
import { UPLOAD_IMAGES_MAX } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import { Button, FormMessage } from '@tessera/ui';
import { IMAGE_ACCEPT, pickImages, type ImageProblem, type PickedImage } from './images';
import { Wrap, Thumbs } from './ImagePicker.styles';

export interface ImagePickerProps {
  label: string;
  images: readonly PickedImage[];
  onChange: (images: PickedImage[]) => void;
  disabled?: boolean;
}

/**
 * Up to three png or jpg images (5 MB each, checked by content here and again by the platform),
 * each shown as a preview that can be removed. A file that cannot be taken is named and refused;
 * the others are kept.
 */
export function ImagePicker({ label, images, onChange, disabled = false }: ImagePickerProps) {
  const { t: translate } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const full = images.length >= UPLOAD_IMAGES_MAX;

  const choose = async (files: FileList | null) => {
    if (!files?.length) return;
    const { picked, problem: found } = await pickImages(Array.from(files), images.length);
    setProblem(found);
    onChange([...images, ...picked]);
    if (input.current) input.current.value = '';
  };

  const problemText = (p: ImageProblem): string =>
    p.problem === 'count'
      ? translate('img_error_count', { max: p.max })
      : p.problem === 'size'
        ? translate('img_error_size', { name: p.name })
        : translate('img_error_type', { name: p.name });

  return (
    <Wrap>
      <label htmlFor={id}>{label}</label>
      <p className="hint" id={`${id}-hint`}>
        {translate('img_hint', { max: UPLOAD_IMAGES_MAX })}
      </p>
      <input
        ref={input}
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        tabIndex={-1}
        multiple
        disabled={disabled || full}
        aria-describedby={`${id}-hint`}
        onChange={(event) => void choose(event.target.files)}
      />
      <div>
        <Button variant="secondary" size="sm" disabled={disabled || full} onClick={() => input.current?.click()}>
          {translate('img_add', { chosen: images.length, max: UPLOAD_IMAGES_MAX })}
        </Button>
      </div>
      {problem && <FormMessage tone="danger">{problemText(problem)}</FormMessage>}
      {images.length > 0 && (
        <Thumbs aria-label={translate('img_previews')}>
          {images.map((picked, i) => (
            <li key={`${picked.image.name}-${i}`}>
              <img src={picked.preview} alt={translate('img_preview_alt', { name: picked.image.name })} />
              <span title={picked.image.name}>{picked.image.name}</span>
              <Button
                variant="ghost"
                size="sm"
                disabled={disabled}
                onClick={() => onChange(images.filter((_, j) => j !== i))}
                aria-label={translate('img_remove', { name: picked.image.name })}
              >
                {translate('img_remove_short')}
              </Button>
            </li>
          ))}
        </Thumbs>
      )}
    </Wrap>
  );
}
