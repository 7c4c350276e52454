import type { OpenedNumero } from '@tessera/api';
import { formatTimestamp } from '@tessera/format';
import { useTranslation } from '@tessera/i18n';
import { DataTable, type DataTableColumn, type DataTableProps } from '@tessera/ui';
import { Digits, Spoken } from './DrawTable.styles';

/** A draw's winning digits as balls, read out as the number. */
function DrawResult({ result }: { result: string }) {
  return (
    <Digits>
      {[...result].map((digit, i) => (
        <span key={i} aria-hidden="true">
          {digit}
        </span>
      ))}
      <Spoken>{result}</Spoken>
    </Digits>
  );
}

export type DrawTableProps = Omit<DataTableProps<OpenedNumero>, 'columns' | 'rows' | 'rowKey'> & {
  draws: readonly OpenedNumero[];
};

/**
 * Drawn lottery rounds: game (heading its row), round, the winning digits and the draw time
 * (YYYY-MM-DD HH:mm:ss, local). Home's "my recent draws" and the VN results share it.
 */
export function DrawTable({ draws, ...rest }: DrawTableProps) {
  const { t: translate } = useTranslation();
  const columns: DataTableColumn<OpenedNumero>[] = [
    { id: 'game', header: translate('lottery_results_game'), cell: (d) => d.gameName, rowHeader: true },
    { id: 'numero', header: translate('lottery_results_numero'), cell: (d) => d.numero, align: 'start' },
    {
      id: 'result',
      header: translate('lottery_results_result'),
      cell: (d) => <DrawResult result={d.result} />,
      align: 'start',
    },
    { id: 'time', header: translate('lottery_results_time'), cell: (d) => formatTimestamp(d.openedAt) },
  ];
  // On a phone each draw is a card of its own: a row of four columns would hide the draw time
  // past the edge of a table that scrolls sideways.
  return (
    <DataTable columns={columns} rows={draws} rowKey={(d) => `${d.gameCode}:${d.numero}`} stackOnNarrow {...rest} />
  );
}
