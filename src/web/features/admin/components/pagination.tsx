import { useTranslation } from "../../../lib/use-translation.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { pageLinks } from "../lib/pagination.ts";

/** Previous, at most 5 page numbers, Next (001 §9). */
export function Pagination({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation("admin");
  if (pages <= 1) return null;
  return (
    <nav aria-label={t("emails.pages")} className="mt-3 flex flex-wrap items-center gap-1">
      <Button size="sm" variant="ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t("emails.previous")}
      </Button>
      {pageLinks(page, pages).map((n) => (
        <Button
          key={n}
          size="sm"
          variant={n === page ? "primary" : "outline"}
          aria-current={n === page ? "page" : undefined}
          aria-label={t("emails.page", { page: n })}
          onClick={() => onPage(n)}
        >
          {n}
        </Button>
      ))}
      <Button size="sm" variant="ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t("emails.next")}
      </Button>
    </nav>
  );
}
