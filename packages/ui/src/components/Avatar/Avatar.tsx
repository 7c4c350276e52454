import { forwardRef, type HTMLAttributes } from 'react';
import { useImageFallback } from '../../utils/useImageFallback';
import { Root } from './Avatar.styles';
import { Icon } from '../Icon';

export const AVATAR_SIZES = ['sm', 'md', 'lg'] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];

export interface AvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The picture. Without one, the initials of `name` show (or the default avatar). */
  src?: string;
  /** The member's name: the source of the initials and of the default `alt`. */
  name?: string;
  /**
   * Text alternative. `''` makes the avatar decorative (for example beside the visible nickname).
   * @default name, else 'Avatar'
   */
  alt?: string;
  /** 32, 40 or 48 pixels (the control heights). @default 'md' */
  size?: AvatarSize;
  /**
   * Shown once if the picture fails.
   * @default undefined (the built-in default avatar of §8, drawn inline)
   */
  fallbackSrc?: string;
  /** How many times the picture is tried before the fallback. @default 1 */
  imageAttempts?: number;
}

/** Up to two letters: the first of the first two words (whole characters, any script). */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

/**
 * The member's picture. Without a picture it shows the initials of `name`; if the picture fails
 * it shows the default avatar (§8). Exposed to assistive technology as one image named by `alt`.
 */
export const Avatar = forwardRef<HTMLSpanElement, AvatarProps>(function Avatar(
  { src, name, alt, size = 'md', fallbackSrc, imageAttempts = 1, ...rest },
  ref,
) {
  const image = useImageFallback(src, fallbackSrc, { attempts: imageAttempts, retryDelayMs: 0 });
  const label = alt ?? (name || 'Avatar');
  const initials = !src && name ? initialsOf(name) : '';
  const content = image.src ? 'image' : initials ? 'initials' : 'default';

  return (
    <Root
      ref={ref}
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      data-size={size}
      data-content={content}
      {...rest}
    >
      {image.src ? (
        <>
          <img key={image.key} alt="" decoding="async" {...image.imgProps} />
          {/* Until the picture has arrived (hidden by the styles once it has). */}
          <Icon name="avatar" size="fill" data-part="default-avatar" />
        </>
      ) : initials ? (
        <span aria-hidden="true">{initials}</span>
      ) : (
        <Icon name="avatar" size="fill" data-part="default-avatar" />
      )}
    </Root>
  );
});
