import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { toast } from "../../../lib/toast.ts";
import { useJournal, type ShownEntry } from "../api/use-journal.ts";
import {
  clearDraft,
  EMPTY_DRAFT,
  readDraft,
  writeDraft,
  type JournalDraft,
} from "../lib/journal-draft.ts";
import { saveFailure } from "../lib/journal-form.ts";
import { searchEntries } from "../lib/journal-search.ts";
import { JournalEntryCard } from "./journal-entry.tsx";
import { JournalForm } from "./journal-form.tsx";
import { OlderJournalEntries } from "./older-journal-entries.tsx";
import { UndoBar } from "./undo-bar.tsx";

/** The journal on /faqs#journal-section (001 §2, issue 14 part 9). */
export default function JournalSection({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation("journal");
  const [query, setQuery] = useState("");
  const journal = useJournal(signedIn, query.trim() !== "");
  const [draft, setDraftState] = useState<JournalDraft>(readDraft);
  const [deleting, setDeleting] = useState<ShownEntry | null>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const headingId = useId();

  const setDraft = (next: JournalDraft) => {
    setDraftState(next);
    writeDraft(next);
  };
  const cancelEdit = () => {
    clearDraft();
    setDraftState(EMPTY_DRAFT);
  };

  const saving = journal.create.isPending || journal.update.isPending;
  const save = async (values: JournalDraft) => {
    if (!values.mood) return;
    const fields = { title: values.title.trim(), content: values.content, mood: values.mood };
    try {
      if (values.editing) await journal.update.mutateAsync({ id: values.editing, ...fields });
      else await journal.create.mutateAsync(fields);
    } catch (error) {
      toast({
        title: t("save.errorTitle"),
        description: t("save.failed", { message: t(saveFailure(error)) }),
        variant: "destructive",
      });
      throw error;
    }
    cancelEdit();
    toast({ title: t(values.editing ? "save.updated" : "save.saved") });
  };

  const edit = (entry: ShownEntry) => {
    setDraft({ title: entry.title, content: entry.content, mood: entry.mood, editing: entry.id });
    formRef.current?.scrollIntoView({ block: "start" });
    formRef.current?.querySelector<HTMLInputElement>("input")?.focus();
  };

  // The delete happens when the undo time is over, or when she leaves before then.
  const deletingRef = useRef<ShownEntry | null>(null);
  useEffect(() => {
    deletingRef.current = deleting;
  }, [deleting]);
  const { mutateAsync: removeEntry } = journal.remove;
  const commitDelete = useCallback(() => {
    const entry = deletingRef.current;
    if (!entry) return;
    deletingRef.current = null;
    setDeleting(null);
    removeEntry(entry.id).catch(() =>
      toast({
        title: t("save.errorTitle"),
        description: t("delete.failed"),
        variant: "destructive",
      }),
    );
  }, [removeEntry, t]);
  const commitRef = useRef(commitDelete);
  useEffect(() => {
    commitRef.current = commitDelete;
  }, [commitDelete]);
  useEffect(() => () => commitRef.current(), []);
  const startDelete = (entry: ShownEntry) => {
    commitDelete();
    setDeleting(entry);
    if (draft.editing === entry.id) cancelEdit();
  };

  const shown = useMemo(
    () =>
      searchEntries(
        journal.entries.filter((entry) => entry.id !== deleting?.id),
        query,
      ),
    [journal.entries, deleting, query],
  );
  const total = journal.entries.length - (deleting ? 1 : 0);

  return (
    <div className="grid gap-6">
      <p className="text-stone-700">{t(signedIn ? "keptOnAccount" : "keptOnDevice")}</p>
      <div ref={formRef} className="scroll-mt-24">
        <JournalForm
          draft={draft}
          saving={saving}
          onChange={setDraft}
          onSave={save}
          onCancelEdit={cancelEdit}
        />
      </div>
      <section aria-labelledby={headingId} className="grid gap-4">
        <h3 id={headingId} className="text-xl font-semibold text-stone-900">
          {t("list.heading")}
        </h3>
        {journal.isLoading ? (
          <p role="status" className="flex items-center gap-2 text-stone-700">
            <Spinner /> {t("list.loading")}
          </p>
        ) : journal.isError ? (
          <div
            role="alert"
            className="grid justify-items-start gap-3 rounded-2xl bg-red-50 p-4 text-red-900"
          >
            <p className="font-medium">{t("list.loadFailed")}</p>
            <Button variant="outline" onClick={() => void journal.refetch()}>
              {t("list.retry")}
            </Button>
          </div>
        ) : null}
        {total > 0 ? (
          <TextField
            type="search"
            label={t("list.search")}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        ) : !journal.isLoading && !journal.isError ? (
          <p className="text-stone-700">{t("list.empty")}</p>
        ) : null}
        {total > 0 && query.trim() ? (
          <p role="status" className="text-sm text-stone-700">
            {journal.covering
              ? t("list.searchingOlder")
              : shown.length
                ? t("list.found", { count: shown.length })
                : t("list.noMatch")}
          </p>
        ) : null}
        {/* In the list, where she just pressed Delete: a toast at the screen's foot would cover it. */}
        {deleting ? (
          <UndoBar
            key={deleting.id}
            title={deleting.title}
            onUndo={() => setDeleting(null)}
            onExpire={commitDelete}
          />
        ) : null}
        <ul className="grid gap-3">
          {shown.map((entry) => (
            <JournalEntryCard
              key={entry.id}
              entry={entry}
              onEdit={() => edit(entry)}
              onDelete={() => startDelete(entry)}
            />
          ))}
        </ul>
        <OlderJournalEntries older={journal.older} />
      </section>
    </div>
  );
}
