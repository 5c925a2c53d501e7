import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import type { AdminList } from "../hooks/use-admin-list.ts";
import { DataTable, type Column } from "./data-table.tsx";

/**
 * What every data tab shares (001 §2): Refresh Data, the count line, the table, the empty
 * text and "Load more". `ns` is the tab's key group in admin.json (count, none, empty).
 */
export function ListTab<T extends { id: string; createdAt: string }>({
  ns,
  title,
  list,
  columns,
  rows = list.items,
  actions,
  whenEmpty,
  children,
}: {
  ns: string;
  title: string;
  list: AdminList<T>;
  columns: Column<T>[];
  /** The rows to show when the tab filters or pages them itself. */
  rows?: T[];
  actions?: ReactNode;
  whenEmpty?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation("admin");
  const count = list.items.length;
  return (
    <section aria-labelledby={`${ns}-heading`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${ns}-heading`} className="text-xl font-semibold text-stone-900">
          {title}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          {actions}
          <Button variant="outline" size="sm" onClick={list.refresh} disabled={list.loading}>
            {list.loading ? <Spinner className="h-4 w-4" /> : null}
            {t("list.refresh")}
          </Button>
        </div>
      </div>
      <p className="mt-2 text-stone-700" aria-live="polite">
        {!list.loaded
          ? t("list.loading")
          : count > 0
            ? t(`${ns}.count`, { count })
            : t(`${ns}.none`)}
      </p>
      {list.failed ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {t("list.failed")}
        </p>
      ) : null}
      {children}
      {list.loaded && rows.length === 0 ? (
        <div className="mt-4 rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-700">
          <p>{t(`${ns}.empty`)}</p>
          {whenEmpty}
        </div>
      ) : rows.length > 0 ? (
        <DataTable label={t("list.tableLabel", { name: title })} columns={columns} rows={rows} />
      ) : null}
      {list.hasMore ? (
        <div className="mt-4 text-center">
          <Button variant="secondary" onClick={list.loadMore} disabled={list.loading}>
            {t("list.loadMore")}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
