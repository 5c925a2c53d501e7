import { useState } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { BANNER_MAX, type SwitchState } from "../../../../contracts/emergency.ts";
import { formatWhen, type ChangeAnswer } from "../lib/emergency-api.ts";
import { BannerFields } from "./banner-fields.tsx";
import { ConfirmSwitch } from "./confirm-switch.tsx";

/** One switch: what it does, its state, when and by whom, and its confirm button(s). */
export function SwitchCard({
  state,
  onDone,
  onLoginRequired,
}: {
  state: SwitchState;
  onDone: (answer: ChangeAnswer) => void;
  onLoginRequired: () => void;
}) {
  const { t, i18n } = useTranslation("emergency");
  const [banner, setBanner] = useState(state.banner ?? { en: "", hi: "" });
  const name = t(`switches.${state.switch}.name`);
  const action = state.kind === "action";
  const bannerOk = [banner.en, banner.hi].every((s) => s.trim() && s.length <= BANNER_MAX);
  const isBanner = state.switch === "banner";
  const common = { name, onDone, onLoginRequired };
  const when = state.setAt ? formatWhen(state.setAt, i18n.resolvedLanguage) : "";
  const who = state.setBy ?? t("someone");

  return (
    <li
      aria-labelledby={`switch-${state.switch}`}
      className="grid gap-3 rounded-3xl border border-stone-200 bg-white p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`switch-${state.switch}`} className="text-lg font-semibold text-stone-900">
          {name}
        </h2>
        {action ? null : (
          <span
            data-testid={`state-${state.switch}`}
            className={`rounded-full px-3 py-1 text-sm font-medium ${state.on ? "bg-amber-100 text-amber-950" : "bg-stone-100 text-stone-700"}`}
          >
            {state.on ? t("on") : t("off")}
          </span>
        )}
      </div>
      <p className="text-stone-700">{t(`switches.${state.switch}.about`)}</p>
      <p className="text-sm text-stone-600">
        {state.setAt
          ? t(action ? "ranBy" : "setBy", { when, who })
          : t(action ? "neverRun" : "never")}
      </p>
      {isBanner ? <BannerFields value={banner} onChange={setBanner} /> : null}
      <div className="flex flex-wrap gap-2">
        <ConfirmSwitch
          {...common}
          label={action ? t("run") : state.on ? t("turnOff") : t("turnOn")}
          change={{
            switch: state.switch,
            on: action || !state.on,
            ...(isBanner && !state.on ? { banner } : {}),
          }}
          disabled={isBanner && !state.on && !bannerOk}
        />
        {isBanner && state.on ? (
          <ConfirmSwitch
            {...common}
            label={t("saveBanner")}
            change={{ switch: "banner", on: true, banner }}
            disabled={!bannerOk}
          />
        ) : null}
      </div>
    </li>
  );
}
