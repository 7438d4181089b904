import { tableFeatures, useTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import { drawCell } from '../ui/draw-cell.tsx';

/** Core features only: the server pages, sorts and filters. */
export const gridFeatures = tableFeatures({});
export type GridFeatures = typeof gridFeatures;

/** A plain, accessible table over @tanstack/react-table v9. */
export function AdminGrid<TData extends RowData>(props: {
  // A column's value type differs from column to column: tanstack's own tables type it `any` too.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<GridFeatures, TData, any>[];
  data: TData[];
  caption: string;
  empty: string;
}) {
  const table = useTable({ features: gridFeatures, columns: props.columns, data: props.data });
  // Body cells through drawCell (ui/draw-cell.tsx): the same HTML as FlexRender over row.getAllCells(), without a Cell object per cell.
  const leafColumns = table.getAllLeafColumns();
  return (
    <div className="admin-grid__scroll">
      <table className="admin-grid">
        <caption className="sr-only">{props.caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.length === 0 ? (
            <tr>
              <td colSpan={props.columns.length} className="admin-grid__empty">
                {props.empty}
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {leafColumns.map((column) => (
                  <td key={column.id}>{drawCell(table, column, row)}</td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** Previous / next links that keep the filters (a page of a filtered list is a link too). */
export function Pager(props: { page: number; size: number; total: number; href: (page: number) => string; label: string; previous: string; next: string }) {
  const pages = Math.max(1, Math.ceil(props.total / props.size));
  return (
    <nav className="admin-pager" aria-label={props.label}>
      {props.page > 0 ? (
        <a href={props.href(props.page - 1)} rel="prev">
          {props.previous}
        </a>
      ) : (
        <span aria-disabled="true">{props.previous}</span>
      )}
      <span>{props.label}</span>
      {props.page + 1 < pages ? (
        <a href={props.href(props.page + 1)} rel="next">
          {props.next}
        </a>
      ) : (
        <span aria-disabled="true">{props.next}</span>
      )}
    </nav>
  );
}
