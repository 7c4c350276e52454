export { DataTable, type DataTableProps } from './DataTable';
export { DATA_TABLE_ALIGNS, type DataTableAlign, type DataTableColumn, type DataTableEmpty } from './DataTable.types';
