import { useTranslation } from "../../../lib/use-translation.tsx";
import { NAME_LENGTHS, type NameLength } from "../../../../contracts/baby-names.ts";
import {
  NAKSHATRAS,
  RASHIS,
  nakshatraSyllables,
  rashiSyllables,
} from "../../../../domain/names/nakshatras.ts";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { inputClasses } from "../../../components/ui/text-field.tsx";

export interface Filters {
  startsWith: string;
  q: string;
  length: NameLength | "";
}

/**
 * Beyond the spec's origin and gender (issue 15 part 4): the first letter or syllable,
 * filled from a nakshatra's or rashi's syllables when families name by them, length, and
 * a meaning search.
 */
export function NameFilters({
  value,
  onChange,
}: {
  value: Filters;
  onChange: (next: Filters) => void;
}) {
  const { t, i18n } = useTranslation("baby-names");
  const hindi = i18n.language === "hi";
  const set = (patch: Partial<Filters>) => onChange({ ...value, ...patch });
  const fill = (syllables: string[]) => {
    if (syllables.length > 0) set({ startsWith: syllables.join(", ") });
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="grid gap-1.5 sm:col-span-2">
        <label htmlFor="names-starts" className="font-medium text-stone-900">
          {t("startsWith")}
        </label>
        <input
          id="names-starts"
          value={value.startsWith}
          maxLength={60}
          onChange={(event) => set({ startsWith: event.target.value })}
          aria-describedby="names-starts-hint"
          className={inputClasses}
        />
        <p id="names-starts-hint" className="text-sm text-stone-700">
          {t("startsWithHint")}
        </p>
      </div>
      <SelectField
        label={t("nakshatra")}
        value=""
        onChange={(event) => fill(nakshatraSyllables(event.target.value))}
        options={[
          { value: "", label: t("choose") },
          ...NAKSHATRAS.map((n) => ({
            value: n.id,
            label: `${hindi ? n.hi : n.en} — ${n.padas.join(" ")}`,
          })),
        ]}
      />
      <SelectField
        label={t("rashi")}
        value=""
        onChange={(event) => fill(rashiSyllables(event.target.value))}
        options={[
          { value: "", label: t("choose") },
          ...RASHIS.map((r) => ({ value: r.id, label: hindi ? r.hi : r.en })),
        ]}
      />
      <SelectField
        label={t("length")}
        value={value.length}
        onChange={(event) => set({ length: event.target.value as Filters["length"] })}
        options={[
          { value: "", label: t("lengths.any") },
          ...NAME_LENGTHS.map((l) => ({ value: l, label: t(`lengths.${l}`) })),
        ]}
      />
      <div className="grid gap-1.5">
        <label htmlFor="names-meaning" className="font-medium text-stone-900">
          {t("meaning")}
        </label>
        <input
          id="names-meaning"
          type="search"
          value={value.q}
          maxLength={80}
          placeholder={t("meaningHint")}
          onChange={(event) => set({ q: event.target.value })}
          className={inputClasses}
        />
      </div>
    </div>
  );
}
