import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import type { Region } from "../../../../contracts/guidance-constants.ts";
import type { Language } from "../../../../domain/language.ts";
import type { Trimester } from "../../../../domain/pregnancy.ts";
import { PageLoading } from "../../../components/ui/page-loading.tsx";
import { SourceLinks } from "../../../components/ui/source-links.tsx";

export interface TabProps {
  trimester: Trimester;
  region: Region;
  language: Language;
  signedIn: boolean;
}

/** A tab's content once loaded; a calm message with a retry when it could not be. */
export function Loaded<T>(props: {
  query: { data: T | null | undefined; isError: boolean; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation("guidance");
  if (props.query.isError) {
    return (
      <div role="alert" className="rounded-3xl bg-amber-50 p-4 text-amber-900">
        {t("loadFailed")}{" "}
        <button
          type="button"
          className="font-medium underline"
          onClick={() => void props.query.refetch()}
        >
          {t("retry")}
        </button>
      </div>
    );
  }
  if (!props.query.data) return <PageLoading />;
  return <>{props.children(props.query.data)}</>;
}

export function Card(props: { title: ReactNode; children: ReactNode; tone?: "plain" | "warn" }) {
  const tone =
    props.tone === "warn" ? "border-red-200 bg-red-50 text-red-950" : "border-rose-100 bg-white";
  return (
    <section className={`rounded-3xl border p-5 shadow-sm ${tone}`}>
      <h3 className="text-lg font-semibold">{props.title}</h3>
      <div className="mt-2 space-y-2 leading-relaxed">{props.children}</div>
    </section>
  );
}

export function Bullets({ items }: { items: string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** "Name: why" lines: foods to eat or avoid, exercises to avoid. */
export function ReasonList({ items }: { items: { name: string; reason: string }[] }) {
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item.name}>
          <strong>{item.name}</strong>: {item.reason}
        </li>
      ))}
    </ul>
  );
}

type Source = { title: string; publisher: string; url: string };

/** Sources gathered from many items, each once. */
export const uniqueSources = (sources: Source[]): Source[] =>
  sources.filter((source, i) => sources.findIndex((other) => other.url === source.url) === i);

/** Every page of medical content says where it comes from and when it was reviewed. */
export function Sources(props: { sources: Source[]; reviewed: string }) {
  const { t } = useTranslation("guidance");
  return (
    <details className="mt-8 rounded-3xl bg-stone-50 p-4 text-sm text-stone-700">
      <summary className="cursor-pointer font-medium">
        {t("sources", { date: props.reviewed })}
      </summary>
      <SourceLinks sources={props.sources} className="mt-2 list-disc space-y-1 pl-5" />
    </details>
  );
}
