import styled from 'styled-components';
import { RadioGroup } from 'radix-ui';
import { theme as t } from '@tessera/tokens';
import { focusRing } from '../../utils/focusRing';

/** The narrowest a card gets before the cards wrap; set from the `minCardWidth` prop. */
export const MIN_CARD_WIDTH_VAR = '--ts-radio-card-min-width';

export const StyledRoot = styled(RadioGroup.Root)`
  display: flex;
  flex-direction: column;
  gap: ${t.space[2]};
  min-width: 0;
  &[data-disabled] {
    opacity: 0.6;
  }
`;

export const Label = styled.span`
  font-weight: ${t.font.weight.medium};
`;

export const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, var(${MIN_CARD_WIDTH_VAR}, 11rem)), 1fr));
  gap: ${t.space[2]};
`;

export const StyledItem = styled(RadioGroup.Item)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-items: center;
  align-content: center;
  gap: ${t.space[1]} ${t.space[3]};
  min-height: ${t.size.controlLg};
  margin: 0;
  padding: ${t.space[3]};
  border: 1px solid ${t.color.border.default};
  border-radius: ${t.radius.md};
  background: ${t.color.bg.surface};
  color: ${t.color.text.primary};
  font: inherit;
  text-align: start;
  cursor: pointer;
  transition:
    border-color ${t.motion.fast} ${t.motion.easing},
    background ${t.motion.fast};
  &:hover:not([data-disabled]) {
    background: ${t.color.bg.hover};
  }
  &[data-state='checked'] {
    border-color: ${t.color.accent.primary};
    box-shadow: inset 0 0 0 1px ${t.color.accent.primary};
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${t.color.text.subtle};
  }
  ${focusRing()}

  &[data-media] {
    grid-template-columns: ${t.size.controlMd} minmax(0, 1fr);
  }
`;

export const Media = styled.span`
  display: grid;
  place-items: center;
  grid-row: span 2;
  width: ${t.size.controlMd};
  height: ${t.size.controlMd};
  & > img,
  & > svg {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

export const Title = styled.span`
  font-weight: ${t.font.weight.semibold};
  overflow-wrap: anywhere;
`;

export const Description = styled.span`
  color: ${t.color.text.muted};
  font-size: ${t.font.size.sm};
  overflow-wrap: anywhere;
  [data-disabled] > & {
    color: inherit;
  }
`;
