import type { ReactNode } from "react";

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Long free text (notes, messages) wraps; everything else stays on one line. */
  wrap?: boolean;
}

/**
 * A plain table in a focusable region that scrolls sideways: at 390 px the columns keep
 * their width and the operator swipes, instead of words breaking letter by letter.
 */
export function DataTable<T extends { id: string }>({
  label,
  columns,
  rows,
}: {
  label: string;
  columns: Column<T>[];
  rows: T[];
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="mt-4 overflow-x-auto rounded-2xl border border-stone-200 bg-white focus-visible:outline-3 focus-visible:outline-rose-600"
    >
      <table className="w-full text-left text-sm">
        <thead className="bg-stone-100 text-stone-800">
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-stone-200 align-top">
              {columns.map((c) => (
                <td
                  key={c.header}
                  className={`px-3 py-2 text-stone-900 ${c.wrap ? "max-w-80 min-w-48 break-words" : "whitespace-nowrap"}`}
                >
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
