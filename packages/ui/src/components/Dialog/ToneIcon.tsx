import { forwardRef } from 'react';
import { Icon, type IconProps } from '../Icon';

/** The status tones shared by dialogs and toasts. */
export const TONES = ['info', 'success', 'warning', 'danger'] as const;
export type Tone = (typeof TONES)[number];

export interface ToneIconProps extends Omit<IconProps, 'name'> {
  /** Which tone's glyph (the registry's icon of the same name). */
  tone: Tone;
}

/**
 * A decorative glyph for a tone, drawn in `currentColor` at the `xl` size; the caller supplies the
 * disc behind it. Hidden from assistive technology: the tone is carried by the words around it.
 */
export const ToneIcon = forwardRef<SVGSVGElement, ToneIconProps>(function ToneIcon({ tone, ...rest }, ref) {
  return <Icon ref={ref} name={tone} size="xl" {...rest} />;
});
