import type { SVGProps } from 'react';

/** The status tones shared by dialogs and toasts. */
export const TONES = ['info', 'success', 'warning', 'danger'] as const;
export type Tone = (typeof TONES)[number];

const glyphs: Record<Tone, string> = {
  info: 'M12 11v8M12 5.5v.01',
  success: 'M5 12.5l4.5 4.5L19 7',
  warning: 'M12 5v8.5M12 18.75v.01',
  danger: 'M7 7l10 10M17 7L7 17',
};

/**
 * A decorative glyph for a tone, drawn in `currentColor`; the caller supplies the disc behind it.
 * Hidden from assistive technology: the tone is carried by the words around it.
 */
// eslint-disable-next-line house/component-forwards-ref, house/props-exported -- a glyph inside Dialog and Toast, not part of the package's API
export function ToneIcon({ tone, ...rest }: { tone: Tone } & SVGProps<SVGSVGElement>) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...rest}>
      <path
        d={glyphs[tone]}
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
