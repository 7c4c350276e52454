import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { visuallyHidden } from '../../utils/visuallyHidden';

export const Anchor = styled.span`
  position: relative;
  display: inline-flex;
  vertical-align: middle;
`;

export const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  min-width: 1.25rem;
  height: 1.25rem;
  padding: 0 0.375rem;
  border-radius: ${t.radius.pill};
  background: ${t.color.status.danger};
  color: ${t.color.status.onStatus};
  font-size: ${t.font.size.xs};
  font-weight: ${t.font.weight.bold};
  line-height: 1;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  vertical-align: middle;

  /* On a child: centred on its top-end corner, ringed to separate it from what it covers. */
  &[data-placement='corner'] {
    position: absolute;
    inset-block-start: 0;
    inset-inline-end: 0;
    translate: 50% -50%;
    box-shadow: 0 0 0 2px ${t.color.bg.surface};
    pointer-events: none;
  }
  &[data-placement='corner']:dir(rtl) {
    translate: -50% -50%;
  }
  /* On a round child the corner of the box is off the shape: 14.6% in is on the circle. */
  &[data-overlap='circular'] {
    inset-block-start: 14.6%;
    inset-inline-end: 14.6%;
  }
`;

/** The figure: `120`, or `99+` over the maximum, which reads left to right on a right-to-left page too. */
export const Count = styled.span`
  &:dir(rtl) {
    direction: ltr;
    unicode-bidi: isolate;
  }
`;

export const Hidden = styled.span`
  ${visuallyHidden};
`;
