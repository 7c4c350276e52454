import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

/** The narrowest a tile gets before the tiles wrap; set from the `tileWidth` prop. */
export const TILE_WIDTH_VAR = '--ts-description-tile-width';

export const List = styled.dl`
  margin: 0;
  min-width: 0;

  & dt {
    color: ${t.color.text.muted};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
  }
  & > [data-tone='danger'] > dd {
    color: ${t.color.text.danger};
  }

  /* Names in a column beside their values. */
  &[data-layout='inline'] {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: ${t.space[2]} ${t.space[4]};
    & > div {
      display: contents;
    }
  }

  /* Each name over its value in a tile, as many tiles to a line as fit. */
  &[data-layout='tiles'] {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, var(${TILE_WIDTH_VAR}, 10rem)), 1fr));
    gap: ${t.space[3]};
    & > div {
      display: flex;
      flex-direction: column;
      gap: ${t.space[1]};
      min-width: 0;
    }
    & dt {
      font-size: ${t.font.size.sm};
    }
    & dd {
      font-weight: ${t.font.weight.semibold};
    }
  }
  &[data-layout='tiles'][data-density='compact'] {
    gap: ${t.space[2]};
  }
  &[data-layout='tiles'][data-appearance='plain'][data-density='compact'] {
    gap: ${t.space[2]} ${t.space[4]};
  }

  &[data-appearance='sunken'] > div,
  &[data-appearance='outlined'] > div {
    padding: ${t.space[3]} ${t.space[4]};
  }
  &[data-density='compact'][data-appearance='sunken'] > div,
  &[data-density='compact'][data-appearance='outlined'] > div {
    padding: ${t.space[2]} ${t.space[3]};
  }
  &[data-appearance='sunken'] > div {
    border-radius: ${t.radius.md};
    background: ${t.color.bg.sunken};
  }
  &[data-appearance='outlined'] > div {
    border: 1px solid ${t.color.border.default};
    border-radius: ${t.radius.lg};
    background: ${t.color.bg.surface};
  }

  &[data-value-size='xl'] dd {
    font-size: ${t.font.size.xl};
    @media (max-width: 480px) {
      font-size: ${t.font.size.lg};
    }
  }
`;
