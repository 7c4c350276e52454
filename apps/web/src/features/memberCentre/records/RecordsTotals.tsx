import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

const Totals = styled.section<{ $tileWidth: string }>`
  & h3 {
    margin: 0 0 ${t.space[2]};
    font-size: ${t.font.size.md};
  }
  & dl {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(${(p) => p.$tileWidth}, 1fr));
    gap: ${t.space[2]};
    margin: 0;
  }
  & dl > div {
    min-width: 0;
    padding: ${t.space[2]} ${t.space[3]};
    border: 1px solid ${t.color.border.default};
    border-radius: ${t.radius.lg};
    background: ${t.color.bg.surface};
  }
  & dt {
    color: ${t.color.text.muted};
    font-size: ${t.font.size.sm};
  }
  & dd {
    margin: ${t.space[1]} 0 0;
    overflow-wrap: anywhere;
    font-size: ${t.font.size.md};
    font-weight: ${t.font.weight.semibold};
    font-variant-numeric: tabular-nums;
  }
`;

/** A range's totals above its rows: a titled section of labelled tiles, as many to a line as fit. */
export function RecordsTotals({
  id,
  title,
  items,
  tileWidth,
}: {
  /** The heading's id, naming the section. */
  id: string;
  title: string;
  items: readonly { label: string; value: ReactNode }[];
  /** The narrowest a tile gets before the tiles wrap. */
  tileWidth: string;
}) {
  return (
    <Totals aria-labelledby={id} $tileWidth={tileWidth}>
      <h3 id={id}>{title}</h3>
      <dl>
        {items.map((item) => (
          <div key={item.label}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </Totals>
  );
}
