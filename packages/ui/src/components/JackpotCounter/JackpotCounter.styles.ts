import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { visuallyHidden } from '../../utils/visuallyHidden';

export const Root = styled.div`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: ${t.space[1]};
  padding: ${t.space[4]} ${t.space[6]};
  border-radius: ${t.radius.lg};
  /* A soft sheen over the brand's highlight colour; text uses its paired colour for contrast. */
  background:
    linear-gradient(180deg, rgba(255, 255, 255, 0.28), rgba(255, 255, 255, 0) 55%), ${t.color.accent.highlight};
  color: ${t.color.accent.onHighlight};
  box-shadow: ${t.shadow.raised};
`;

export const Label = styled.span`
  font-size: ${t.font.size.sm};
  font-weight: ${t.font.weight.semibold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

export const Value = styled.span`
  display: inline-flex;
  align-items: baseline;
  gap: ${t.space[1]};
  font-family: ${t.font.family.heading};
  font-size: ${t.font.size['3xl']};
  font-weight: ${t.font.weight.bold};
  line-height: ${t.font.lineHeight.tight};
  /* Figures of equal width: the number does not jitter as it ticks. */
  font-variant-numeric: tabular-nums lining-nums;
  white-space: nowrap;
  direction: ltr;
  unicode-bidi: isolate;
`;

export const Currency = styled.span`
  font-size: 0.66em;
  font-weight: ${t.font.weight.semibold};
`;

export const Announcer = styled.span`
  ${visuallyHidden}
`;
