export { DataTable, type DataTableProps } from './DataTable';
export { DATA_TABLE_ALIGNS, type DataTableAlign, type DataTableColumn, type DataTableEmpty } from './DataTable.types';
/** The shared look of tables of figures, for a table DataTable's shape does not fit (grouped headings, sticky row headings). */
export { tableLook, tableScroll } from './DataTable.styles';
