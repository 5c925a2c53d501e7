import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { Link } from "react-router";
import type { EmergencyState, SwitchState } from "../../../../contracts/emergency.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { loadSwitches, type Answer } from "../lib/emergency-api.ts";
import { SwitchCard } from "./switch-card.tsx";

/** /admin/emergency once logged in: every switch with its state, fresh from the server. */
export function EmergencyPanel({ onLoginRequired }: { onLoginRequired: () => void }) {
  const { t } = useTranslation("emergency");
  const [switches, setSwitches] = useState<SwitchState[] | null>(null);
  const [failed, setFailed] = useState(false);

  const apply = useCallback(
    (answer: Answer<EmergencyState>) => {
      if (answer.kind === "ok") setSwitches(answer.data.switches);
      else if (answer.kind === "login") onLoginRequired();
      else setFailed(true);
    },
    [onLoginRequired],
  );
  useEffect(() => {
    void loadSwitches().then(apply);
  }, [apply]);

  return (
    <div className="mx-auto grid max-w-3xl gap-5 px-4 py-8">
      <Link to="/admin" className="text-rose-800 underline">
        {t("back")}
      </Link>
      <h1 className="text-3xl font-semibold text-stone-900">{t("title")}</h1>
      <p className="text-stone-700">{t("intro")}</p>
      {failed ? (
        <div role="alert" className="grid justify-items-start gap-2 text-red-800">
          <p>{t("loadFailed")}</p>
          <Button
            variant="outline"
            onClick={() => {
              setFailed(false);
              void loadSwitches().then(apply);
            }}
          >
            {t("retry")}
          </Button>
        </div>
      ) : !switches ? (
        <p role="status" className="flex items-center gap-2 text-stone-700">
          <Spinner className="h-5 w-5 text-rose-700" />
          {t("loading")}
        </p>
      ) : (
        <ul className="grid gap-4">
          {switches.map((state) => (
            <SwitchCard
              // A new state (after a change) starts the card afresh, texts included.
              key={`${state.switch}-${state.setAt ?? ""}`}
              state={state}
              onDone={(answer) => setSwitches(answer.switches)}
              onLoginRequired={onLoginRequired}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
