import { Baby, Smartphone } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { toLanguage } from "../../../../domain/language.ts";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { parseApiError } from "../../../lib/api-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { useForceSync, usePregnancy, usePregnancyChange } from "../api/pregnancy-api.ts";
import { DevelopmentSection } from "./development-section.tsx";
import { DueDateForm } from "./due-date-form.tsx";
import { EndChoices } from "./end-choices.tsx";
import { PregnancyEnded } from "./pregnancy-ended.tsx";
import { ProgressCard } from "./progress-card.tsx";
import { StageUpdateCard } from "./stage-update-card.tsx";
import { PageTitle } from "../../../components/ui/page-title.tsx";

// Only mothers whose baby is born need this view and its content: its own chunk.
const BornView = lazy(() => import("./born-view.tsx").then((m) => ({ default: m.BornView })));

function NamesLink() {
  const { t } = useTranslation("dashboard");
  return (
    <section className="flex flex-wrap items-center gap-4 rounded-3xl bg-rose-50 p-5">
      <Baby aria-hidden className="h-8 w-8 text-rose-700" />
      <div className="mr-auto">
        <h2 className="text-lg font-semibold text-stone-900">{t("names.title")}</h2>
        <p className="text-stone-700">{t("names.text")}</p>
      </div>
      <Link to="/baby-names" className={buttonClasses("outline", "md")}>
        {t("names.link")}
      </Link>
    </section>
  );
}

/** 001 §2 'Baby & Me': the whole dashboard, for the account or (signed out) this device. */
export function DashboardScreen({ signedIn }: { signedIn: boolean }) {
  const { t, i18n } = useTranslation(["dashboard", "common"]);
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const language = toLanguage(i18n.language);
  const { data, isLoading, isError, isLocal } = usePregnancy(signedIn);
  const change = usePregnancyChange(signedIn, language);
  const forceSync = useForceSync();
  const [updated, setUpdated] = useState(false);
  const [chose, setChose] = useState(false);

  // 001 §2: if the pregnancy fetch errors the user is taken home.
  useEffect(() => {
    if (!isError) return;
    toast({ variant: "destructive", title: t("loadFailed") });
    void navigate("/", { replace: true });
  }, [isError, navigate, t]);

  if (isLoading) {
    return (
      <p
        role="status"
        className="flex min-h-dvh items-start justify-center gap-3 pt-24 text-stone-700"
      >
        <Spinner className="h-6 w-6 text-rose-700" /> {t("loading")}
      </p>
    );
  }

  const apply = (next: Parameters<typeof change.mutateAsync>[0]) => {
    setUpdated(false);
    change.mutateAsync(next).then(
      ({ pregnancyData }) => {
        if (next.kind === "ended") return setChose(true);
        setUpdated(true);
        setParams({ t: String(Date.now()) }, { replace: true });
        toast({
          title: t("stage.updated"),
          description: t("stage.updatedToast", { week: pregnancyData.currentWeek }),
        });
      },
      (error: unknown) =>
        toast({
          variant: "destructive",
          title: t("stage.failed"),
          // The outcome route words its refusals in her language (?lang); say what was wrong.
          description:
            (next.kind === "ended" && parseApiError(error).body?.message) || t("stage.failedText"),
        }),
    );
  };
  const undo = () => apply({ kind: "ended", ended: false });
  const sync = () => void forceSync();

  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:py-12">
      <PageTitle>{`${t("title")} · ${t("common:appName")}`}</PageTitle>
      <div>
        <h1 className="text-3xl font-bold text-stone-900 sm:text-4xl">{t("title")}</h1>
        <p className="mt-2 text-lg text-stone-700">
          {t(data?.outcome === "born" ? "born.subtitle" : "subtitle")}
        </p>
        {isLocal ? (
          <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-amber-100 px-3 py-1 text-sm font-medium text-amber-900">
            <Smartphone aria-hidden className="h-4 w-4" /> {t("localOnly")}
          </p>
        ) : null}
      </div>
      {data?.outcome === "born" && data.birthDate ? (
        <Suspense fallback={<Spinner className="h-6 w-6 text-rose-700" />}>
          <BornView
            birthDate={data.birthDate}
            pending={change.isPending}
            onUndo={undo}
            focusOnMount={chose}
          />
        </Suspense>
      ) : data?.ended ? (
        <PregnancyEnded pending={change.isPending} onUndo={undo} />
      ) : (
        <>
          <StageUpdateCard
            pending={change.isPending}
            updated={updated}
            onUpdate={(stageType, stageValue) => apply({ kind: "stage", stageType, stageValue })}
          />
          <DueDateForm
            pending={change.isPending}
            onSubmit={(update) => apply({ kind: "due-date", ...update })}
          />
          {data ? (
            <>
              <ProgressCard data={data} onSync={sync} />
              <DevelopmentSection key={data.currentWeek} week={data.currentWeek} />
              <EndChoices
                pending={change.isPending}
                onEnd={(end) => apply({ kind: "ended", ...end })}
              />
            </>
          ) : (
            <p className="rounded-3xl bg-stone-50 p-5 text-stone-700">
              {t("development.emptyPrompt")}
            </p>
          )}
        </>
      )}
      <NamesLink />
    </div>
  );
}
