import { useId, useState } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { Button } from "../../../components/ui/button.tsx";
import type { ShownEntry } from "../api/use-journal.ts";
import { excerpt } from "../lib/journal-search.ts";
import { MoodFace } from "../../../components/ui/mood-face.tsx";
import { lazyDateFormat } from "../../../lib/dates.ts";

const WHEN = {
  en: lazyDateFormat("en-US", { dateStyle: "medium", timeStyle: "short" }),
  hi: lazyDateFormat("hi-IN", { dateStyle: "medium", timeStyle: "short" }),
};

/** One entry in the list: title, date, mood and its start; opened, the whole of it. */
export function JournalEntryCard(props: {
  entry: ShownEntry;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation("journal");
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const { entry } = props;
  const when = (i18n.language === "hi" ? WHEN.hi : WHEN.en).format(new Date(entry.createdAt));
  return (
    <li className="rounded-3xl border border-rose-100 bg-white p-4 shadow-sm sm:p-5">
      <article aria-label={entry.title}>
        <div className="flex items-start gap-3">
          <MoodFace mood={entry.mood} className="mt-1 h-7 w-7" />
          <div className="min-w-0 flex-1">
            <h4 className="text-lg font-semibold break-words text-stone-900">{entry.title}</h4>
            <p className="text-sm text-stone-600">
              <time dateTime={entry.createdAt}>{when}</time>
              {" · "}
              {t("list.mood", { mood: t(`moods.${entry.mood}`) })}
            </p>
            {entry.pending ? <p className="text-sm text-amber-800">{t("list.pending")}</p> : null}
          </div>
        </div>
        {entry.content ? (
          <p
            id={bodyId}
            className="mt-3 leading-relaxed break-words whitespace-pre-line text-stone-800"
          >
            {open ? entry.content : excerpt(entry.content)}
          </p>
        ) : null}
        <div className="mt-3 flex flex-wrap gap-2">
          {entry.content && excerpt(entry.content) !== entry.content ? (
            <Button
              variant="secondary"
              aria-expanded={open}
              aria-controls={bodyId}
              onClick={() => setOpen(!open)}
            >
              {t(open ? "list.close" : "list.read")}
            </Button>
          ) : null}
          <Button
            variant="outline"
            aria-label={t("list.editLabel", { title: entry.title })}
            onClick={props.onEdit}
          >
            {t("list.edit")}
          </Button>
          <Button
            variant="ghost"
            aria-label={t("list.deleteLabel", { title: entry.title })}
            onClick={props.onDelete}
          >
            {t("list.delete")}
          </Button>
        </div>
      </article>
    </li>
  );
}
