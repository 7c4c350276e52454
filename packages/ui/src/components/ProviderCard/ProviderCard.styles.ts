import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { visuallyHidden } from '../../utils/visuallyHidden';
import { focusRing } from '../../utils/focusRing';
import { loadedImage } from '../../utils/loadedImage';

/* Static CSS only: size, selection and hotness come from data/aria attributes. */

/** Width of the small (menu) tile; the provider menu sizes its strip from it. */
export const SMALL_TILE_WIDTH = '5.5rem';

export const Root = styled.button`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${t.space[2]};
  min-width: 0;
  margin: 0;
  padding: ${t.space[2]};
  border: 1px solid ${t.color.border.default};
  border-radius: ${t.radius.lg};
  background: ${t.color.bg.surface};
  color: ${t.color.text.primary};
  font: inherit;
  text-align: center;
  cursor: pointer;
  transition:
    background ${t.motion.fast} ${t.motion.easing},
    border-color ${t.motion.fast} ${t.motion.easing};

  &:hover {
    background: ${t.color.bg.hover};
  }
  &[aria-pressed='true'] {
    border-color: ${t.color.accent.primary};
    background: ${t.color.bg.accentSubtle};
    box-shadow: inset 0 0 0 1px ${t.color.accent.primary};
  }
  ${focusRing()}

  &[data-size='sm'] {
    flex: none;
    width: ${SMALL_TILE_WIDTH};
    gap: ${t.space[1]};
    padding: ${t.space[1]} ${t.space[1]} ${t.space[2]};
    border-color: transparent;
    background: transparent;
  }
  &[data-size='sm']:hover {
    background: ${t.color.bg.hover};
  }
`;

export const Logo = styled.span`
  display: grid;
  place-items: center;
  aspect-ratio: 3 / 2;
  padding: ${t.space[2]};
  border-radius: ${t.radius.sm};
  background: ${t.color.bg.sunken};
  color: ${t.color.text.subtle};
  overflow: hidden;

  & > img {
    width: 100%;
    height: 100%;
    object-fit: contain;
    ${loadedImage};
  }
  & > svg {
    width: 40%;
    height: auto;
  }

  [data-size='sm'] > & {
    padding: ${t.space[1]};
  }
`;

export const Name = styled.span`
  display: block;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${t.font.size.sm};
  font-weight: ${t.font.weight.semibold};
  line-height: ${t.font.lineHeight.tight};
  /* Names are data: their own script decides the direction (and where the ellipsis goes). */
  unicode-bidi: plaintext;

  [data-size='sm'] > & {
    font-size: ${t.font.size.xs};
    font-weight: ${t.font.weight.medium};
  }
`;

export const Hot = styled.span`
  position: absolute;
  inset-block-start: ${t.space[1]};
  inset-inline-end: ${t.space[1]};
  display: inline-flex;
  align-items: center;
  gap: 2px;
  /* Tighter on the flame's side, the inline start (mirrored right to left). */
  padding-block: 3px;
  padding-inline: 5px 6px;
  border-radius: ${t.radius.pill};
  background: ${t.color.status.danger};
  color: ${t.color.status.onStatus};
  font-size: ${t.font.size.xs};
  font-weight: ${t.font.weight.bold};
  line-height: 1;
  text-transform: uppercase;
  letter-spacing: 0.04em;

  [data-size='sm'] > & {
    inset-block-start: 0;
    inset-inline-end: 0;
    padding: 4px;
    box-shadow: 0 0 0 2px ${t.color.bg.raised};
  }
  [data-size='sm'] > & > [data-part='hot-label'] {
    ${visuallyHidden};
  }
`;
