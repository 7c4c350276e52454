import styled, { css } from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { ICON_SIZES } from './Icon.types';

/**
 * One static rule per size. `:where()` keeps them at zero specificity, like the width and height
 * attributes they replace, so a container that sizes its icons in CSS still wins.
 */
const sizes = ICON_SIZES.filter((size) => size !== 'fill').map(
  (size) => css`
    :where(&[data-size='${size}']) {
      width: ${t.size.icon[size]};
      height: ${t.size.icon[size]};
    }
  `,
);

export const Svg = styled.svg`
  ${sizes}
`;
