// The admin tables' one table (spec 2 §2, §3): TanStack Table (headless) does the sorting, the
// filter, the selection and the paging (50 rows a page, so 10,000 rows stay responsive); this
// file only draws it: a grid on wide screens, a card list on phones and tablets (same data, same
// actions), since seven or eight columns with their actions do not fit 820 px unclipped.
import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { useState, type ReactNode } from 'react';
import { useMediaQuery } from '../../shared/browser/use-media-query';
import { buttonClass } from '../../shared/ui/button-styles';

/** Rows per page: enough to scan, few enough to draw at once. */
export const PAGE_SIZE = 50;

/** Props of DataTable. */
export type DataTableProps<T> = {
  /** What the table lists, for labels ('feedback', 'users'...). */
  label: string;
  rows: T[];
  columns: ColumnDef<T, unknown>[];
  getRowId: (row: T) => string;
  /** Column id and direction of the first sort. */
  defaultSort: { id: string; desc: boolean };
  empty: string;
  /** When set, rows can be selected; the selection's ids are passed to `selectionActions`. */
  selectionActions?: (ids: string[]) => ReactNode;
  /** The column id used as a card's heading on phones. */
  cardTitle: string;
};

/** A sortable, filterable, paged table; cards on small screens. */
export function DataTable<T>({ label, rows, columns, getRowId, defaultSort, empty, selectionActions, cardTitle }: DataTableProps<T>) {
  const [sorting, setSorting] = useState<SortingState>([defaultSort]);
  const [filter, setFilter] = useState('');
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const wide = useMediaQuery('(min-width: 1024px)');
  // TanStack's table object is mutable by design; the compiler skips memoising this component, which is what we want.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getRowId,
    state: { sorting, globalFilter: filter, rowSelection },
    onSortingChange: setSorting,
    onGlobalFilterChange: setFilter,
    onRowSelectionChange: setRowSelection,
    enableRowSelection: selectionActions !== undefined,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    initialState: { pagination: { pageSize: PAGE_SIZE } },
    autoResetPageIndex: true,
  });
  const pageRows = table.getRowModel().rows;
  const selected = Object.keys(rowSelection).filter((id) => rowSelection[id]);
  const pages = table.getPageCount();

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex min-w-0 flex-1 items-center gap-2">
          <span className="sr-only">Filter {label}</span>
          <input
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder={`Filter ${label}…`}
            className="min-h-11 w-full max-w-sm rounded-xl border border-parchment-400 bg-white px-3 text-sm"
          />
        </label>
        {!wide && (
          <label className="flex items-center gap-2 text-sm">
            <span>Sort by</span>
            <select
              value={`${sorting[0]?.id ?? defaultSort.id}:${sorting[0]?.desc ? 'desc' : 'asc'}`}
              onChange={(e) => {
                const [id = defaultSort.id, dir] = e.target.value.split(':');
                setSorting([{ id, desc: dir === 'desc' }]);
              }}
              className="min-h-11 rounded-xl border border-parchment-400 bg-white px-2"
            >
              {table
                .getAllLeafColumns()
                .filter((c) => c.getCanSort())
                .flatMap((c) => [
                  <option key={`${c.id}:asc`} value={`${c.id}:asc`}>{`${headerText(c.columnDef.header, c.id)} ↑`}</option>,
                  <option key={`${c.id}:desc`} value={`${c.id}:desc`}>{`${headerText(c.columnDef.header, c.id)} ↓`}</option>,
                ])}
            </select>
          </label>
        )}
        {selectionActions && selected.length > 0 && selectionActions(selected)}
      </div>

      {pageRows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-parchment-400 px-5 py-10 text-center text-ink-700">{empty}</p>
      ) : wide ? (
        <div className="overflow-x-auto rounded-2xl border border-parchment-300 bg-parchment-50 shadow-card">
          <table className="w-full text-left text-sm" aria-label={label}>
            <thead className="border-b border-parchment-300 bg-parchment-100">
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {selectionActions && (
                    <th className="w-10 px-3 py-2">
                      <input
                        type="checkbox"
                        aria-label={`Select all ${label}`}
                        checked={table.getIsAllPageRowsSelected()}
                        onChange={table.getToggleAllPageRowsSelectedHandler()}
                        className="size-4"
                      />
                    </th>
                  )}
                  {group.headers.map((header) => {
                    const dir = header.column.getIsSorted();
                    return (
                      <th key={header.id} className="px-3 py-2 font-semibold whitespace-nowrap" aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : undefined}>
                        {header.column.getCanSort() ? (
                          <button type="button" onClick={header.column.getToggleSortingHandler()} className="inline-flex min-h-9 items-center gap-1 hover:text-ember-700">
                            {flexRender(header.column.columnDef.header, header.getContext())}
                            <span aria-hidden="true">{dir === 'asc' ? '▲' : dir === 'desc' ? '▼' : ''}</span>
                          </button>
                        ) : (
                          flexRender(header.column.columnDef.header, header.getContext())
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody>
              {pageRows.map((row) => (
                <tr key={row.id} className="border-b border-parchment-200 last:border-0 hover:bg-white">
                  {selectionActions && (
                    <td className="px-3 py-2">
                      <input type="checkbox" aria-label="Select row" checked={row.getIsSelected()} onChange={row.getToggleSelectedHandler()} className="size-4" />
                    </td>
                  )}
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className="px-3 py-2 align-middle">
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" aria-label={label}>
          {pageRows.map((row) => {
            const cells = row.getVisibleCells();
            const title = cells.find((c) => c.column.id === cardTitle);
            const actions = cells.find((c) => c.column.id === 'actions');
            return (
              <li key={row.id} className="rounded-2xl border border-parchment-300 bg-parchment-50 p-4 shadow-card">
                <div className="flex items-start gap-3">
                  {selectionActions && (
                    <input type="checkbox" aria-label="Select row" checked={row.getIsSelected()} onChange={row.getToggleSelectedHandler()} className="mt-1 size-4" />
                  )}
                  <h3 className="min-w-0 flex-1 font-semibold break-words">{title && flexRender(title.column.columnDef.cell, title.getContext())}</h3>
                </div>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  {cells
                    .filter((c) => c !== title && c !== actions)
                    .map((cell) => (
                      <div key={cell.id} className="contents">
                        <dt className="text-ink-600">{headerText(cell.column.columnDef.header, cell.column.id)}</dt>
                        <dd className="min-w-0 break-words">{flexRender(cell.column.columnDef.cell, cell.getContext())}</dd>
                      </div>
                    ))}
                </dl>
                {actions && <div className="mt-3 flex flex-wrap gap-2">{flexRender(actions.column.columnDef.cell, actions.getContext())}</div>}
              </li>
            );
          })}
        </ul>
      )}

      {pages > 1 && (
        <nav aria-label={`${label} pages`} className="flex items-center justify-center gap-3 text-sm">
          <button type="button" onClick={() => table.previousPage()} disabled={!table.getCanPreviousPage()} className={buttonClass('secondary')}>
            Previous
          </button>
          <span>
            Page {table.getState().pagination.pageIndex + 1} of {pages}
          </span>
          <button type="button" onClick={() => table.nextPage()} disabled={!table.getCanNextPage()} className={buttonClass('secondary')}>
            Next
          </button>
        </nav>
      )}
    </div>
  );
}

function headerText(header: unknown, id: string): string {
  return typeof header === 'string' ? header : id;
}
