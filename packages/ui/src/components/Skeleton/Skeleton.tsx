import { forwardRef, type CSSProperties, type HTMLAttributes } from 'react';
import { Bone, Lines } from './Skeleton.styles';
import type { SkeletonShape } from './Skeleton.types';

type Length = number | string;
const css = (value: Length | undefined) => (typeof value === 'number' ? `${value}px` : value);

export interface SkeletonProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * `block` for images and cards, `text` for a line of text (sized by the font), `circle` for
   * avatars and icons.
   * @default 'block'
   */
  shape?: SkeletonShape;
  /** Width; numbers are pixels. @default '100%' (a circle: its height, or 2.5rem) */
  width?: Length;
  /** Height; numbers are pixels. @default 2.5rem for block and circle (a circle: its width), 0.75em for text */
  height?: Length;
  /** The sweeping shimmer; always off when the user asks for less motion. @default true */
  animated?: boolean;
  /**
   * Hidden from assistive technology: mark the loading region itself `aria-busy` and give it
   * a label instead.
   * @default true
   */
  'aria-hidden'?: boolean | 'true' | 'false';
}

/** A placeholder for content that is loading. */
export const Skeleton = forwardRef<HTMLSpanElement, SkeletonProps>(function Skeleton(
  { shape = 'block', width, height, animated = true, style, 'aria-hidden': ariaHidden = true, ...rest },
  ref,
) {
  const size: CSSProperties = {
    width: css(width ?? (shape === 'circle' ? height : undefined)),
    height: css(height ?? (shape === 'circle' ? width : undefined)),
  };
  return (
    <Bone
      ref={ref}
      data-shape={shape}
      data-animated={animated ? '' : undefined}
      aria-hidden={ariaHidden}
      style={{ ...size, ...style }}
      {...rest}
    />
  );
});

export interface SkeletonTextProps extends HTMLAttributes<HTMLSpanElement> {
  /** Number of lines. @default 3 */
  lines?: number;
  /** Width of the last line, so the block reads as a paragraph. @default '60%' */
  lastLineWidth?: Length;
  /** The shimmer. @default true */
  animated?: boolean;
}

/** A paragraph of text skeleton lines; inherits the font size of where it sits. */
export const SkeletonText = forwardRef<HTMLSpanElement, SkeletonTextProps>(function SkeletonText(
  { lines = 3, lastLineWidth = '60%', animated = true, ...rest },
  ref,
) {
  const count = Math.max(1, Math.floor(lines));
  return (
    <Lines ref={ref} aria-hidden="true" data-part="skeleton-text" {...rest}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton
          key={index}
          shape="text"
          animated={animated}
          width={count > 1 && index === count - 1 ? lastLineWidth : undefined}
        />
      ))}
    </Lines>
  );
});
