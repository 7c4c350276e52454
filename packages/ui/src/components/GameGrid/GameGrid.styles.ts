import styled, { keyframes } from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { visuallyHidden } from '../../utils/visuallyHidden';
import { cardFrame, infoBox, mediaBox, nameText, providerText } from '../GameCard/geometry';
import { PLACEHOLDER_MOTION_DELAY } from '../Skeleton/Skeleton.styles';

/*
 * Columns fill the width at no less than --game-grid-min-column each, and never number more than
 * --game-grid-max-columns (each column is at least that fraction of the row).
 */
export const List = styled.ul`
  --_gap: ${t.space[3]};
  --_max: var(--game-grid-max-columns, 7);
  display: grid;
  grid-template-columns: repeat(
    auto-fill,
    minmax(max(var(--game-grid-min-column, 140px), (100% - (var(--_max) - 1) * var(--_gap)) / var(--_max)), 1fr)
  );
  gap: var(--_gap);
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: 48em) {
    --_gap: ${t.space[4]};
  }
`;

export const Item = styled.li`
  display: grid;
  min-width: 0;
`;

const pulse = keyframes`
  from { opacity: 1; }
  to { opacity: 0.45; }
`;

/**
 * The placeholders pulse gently, all together: the one animation is on the skeleton as a whole,
 * not on each placeholder. Every animated element is a layer of its own for the compositor to
 * create, draw and drop again, and a page of thirty cards would start ninety of them as it loads
 * (and stop them in the commit that shows the games). Like every placeholder it starts to move
 * only after a short wait; without motion it stays still.
 */
export const SkeletonGrid = styled.div`
  animation: ${pulse} 1.1s ease-in-out ${PLACEHOLDER_MOTION_DELAY} infinite alternate;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const SkeletonCard = styled.div`
  ${cardFrame};
  display: flex;
  flex-direction: column;
  box-shadow: ${t.shadow.raised};
`;

/* Placeholders use the hover fill, which stands out from the surface in every mode. */
export const SkeletonMedia = styled.span`
  ${mediaBox};
  background: ${t.color.bg.hover};
`;

export const SkeletonInfo = styled.span`
  ${infoBox};
`;

/* The bars hold a no-break space in the card's own type, so their height matches its lines. */
export const SkeletonName = styled.span`
  ${nameText};
  width: 72%;
  border-radius: ${t.radius.sm};
  background: ${t.color.bg.hover};
`;

export const SkeletonProvider = styled.span`
  ${providerText};
  width: 45%;
  border-radius: ${t.radius.sm};
  background: ${t.color.bg.hover};
`;

export const Status = styled.span`
  ${visuallyHidden};
`;
