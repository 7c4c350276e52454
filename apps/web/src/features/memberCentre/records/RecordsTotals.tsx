import type { ReactNode } from 'react';
import { DescriptionItem, DescriptionList } from '@tessera/ui';
import { Totals } from './RecordsTotals.styles';

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
    <Totals aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <DescriptionList layout="tiles" appearance="outlined" density="compact" tileWidth={tileWidth}>
        {items.map((item) => (
          <DescriptionItem key={item.label} label={item.label}>
            {item.value}
          </DescriptionItem>
        ))}
      </DescriptionList>
    </Totals>
  );
}
