import { useState } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { Link } from "react-router";
import type { FaqItem } from "../../../../contracts/faqs.ts";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { SourceLinks } from "../../../components/ui/source-links.tsx";
import { toast } from "../../../lib/toast.ts";
import { Highlighted } from "./highlighted.tsx";

/** The anchor of an answer on /faqs (issue 15 part 2: each answer can be linked). */
export const anchorOf = (id: string) => `faq-${id}`;

async function share(item: FaqItem, done: string) {
  const url = `${location.origin}/faqs#${anchorOf(item.id)}`;
  if (typeof navigator.share === "function") {
    // She may close the share sheet: that is no error.
    await navigator.share({ title: item.question, url }).catch(() => undefined);
    return;
  }
  await navigator.clipboard?.writeText(url).catch(() => undefined);
  toast({ title: done, description: url });
}

/**
 * One question, opened to read its answer: the words she searched marked, the app's pages
 * it points to, its sources, and three things to do with it: share it, copy its link, or
 * ask the companion more with the question already written. The answer is built only once
 * she opens it (issue 12): a list of every closed answer was ~2,000 elements for the phone
 * to build before the page answered a tap.
 */
export function FaqEntry(props: { item: FaqItem; matched: readonly string[]; open: boolean }) {
  const { item, matched } = props;
  const [opened, setOpened] = useState(false);
  return (
    <details
      id={anchorOf(item.id)}
      open={props.open}
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
      className="scroll-mt-24 rounded-3xl border border-rose-100 bg-white shadow-sm"
    >
      <summary className="min-h-11 cursor-pointer rounded-3xl p-4 font-semibold text-stone-900 marker:text-rose-700 focus-visible:outline-3 focus-visible:outline-rose-600">
        <Highlighted text={item.question} matched={matched} />
      </summary>
      {opened || props.open ? <FaqAnswer item={item} matched={matched} /> : null}
    </details>
  );
}

function FaqAnswer({ item, matched }: { item: FaqItem; matched: readonly string[] }) {
  const { t } = useTranslation("faqs");
  return (
    <div className="space-y-3 px-4 pb-4 leading-relaxed text-stone-800">
      {item.answer.split(/\n\n+/).map((paragraph) => (
        <p key={paragraph}>
          <Highlighted text={paragraph} matched={matched} />
        </p>
      ))}
      {item.links.length ? (
        <ul className="flex flex-wrap gap-2">
          {item.links.map((link) => (
            <li key={link.path}>
              <Link to={link.path} className={buttonClasses("secondary", "sm")}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {item.sources.length ? (
        <div className="text-sm text-stone-700">
          <p className="font-medium">{t("sources")}</p>
          <SourceLinks sources={item.sources} className="mt-1 grid gap-1" />
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2 pt-1">
        <Link
          to={`/chat?q=${encodeURIComponent(item.question)}`}
          className={buttonClasses("outline", "sm")}
        >
          {t("askMore")}
        </Link>
        <button
          type="button"
          className={buttonClasses("ghost", "sm")}
          onClick={() => void share(item, t("linkCopied"))}
        >
          {t("share")}
        </button>
      </div>
    </div>
  );
}
