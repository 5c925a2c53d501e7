import { useId } from "react";
import { useTranslation } from "../../../../lib/use-translation.tsx";
import { bandFor, kgToLb, type BmiClass } from "../../../../../domain/trackers/weight.ts";
import { bandPoints, gainScale, type ChartBox, type GainPoint } from "./chart-scale.ts";
import type { WeightUnit } from "./units.ts";

const BOX: ChartBox = { width: 360, height: 240, left: 40, right: 12, top: 12, bottom: 40 };

/**
 * Her gain by week of pregnancy over the IOM 2009 band for her BMI (issue 14 part 3): a small
 * hand-drawn SVG, loaded only when the weight tab shows. `points` are in her unit.
 */
export default function GainChart(props: {
  points: GainPoint[];
  bmiClass: BmiClass;
  unit: WeightUnit;
  describedBy: string;
}) {
  const { t } = useTranslation("tracker-readings");
  const titleId = useId();
  const factor = props.unit === "lb" ? kgToLb(1) : 1;
  const band = bandFor(props.bmiClass);
  const scale = gainScale(BOX, props.points, band(42).maxKg * factor);
  const sorted = [...props.points].sort((a, b) => a.week - b.week);
  const line = sorted.map((p) => `${scale.x(p.week).toFixed(1)},${scale.y(p.gain).toFixed(1)}`);
  const right = BOX.width - BOX.right;
  return (
    <figure className="max-w-xl rounded-3xl border border-rose-100 bg-white p-3">
      <svg
        viewBox={`0 0 ${String(BOX.width)} ${String(BOX.height)}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={props.describedBy}
        className="h-auto w-full"
        data-testid="gain-chart"
      >
        <title id={titleId}>{t("chart.name")}</title>
        {scale.yTicks.map((v) => (
          <g key={v}>
            <line
              x1={BOX.left}
              x2={right}
              y1={scale.y(v)}
              y2={scale.y(v)}
              className={v === 0 ? "stroke-stone-400" : "stroke-stone-200"}
            />
            <text
              x={BOX.left - 6}
              y={scale.y(v) + 4}
              textAnchor="end"
              className="fill-stone-600 text-[11px]"
            >
              {v}
            </text>
          </g>
        ))}
        <polygon
          points={bandPoints(scale, band, factor)}
          className="fill-emerald-200/70 stroke-emerald-600"
          data-testid="gain-band"
        />
        {scale.xTicks.map((w) => (
          <text
            key={w}
            x={scale.x(w)}
            y={BOX.height - 22}
            textAnchor="middle"
            className="fill-stone-600 text-[11px]"
          >
            {w}
          </text>
        ))}
        <text
          x={(BOX.left + right) / 2}
          y={BOX.height - 4}
          textAnchor="middle"
          className="fill-stone-700 text-[12px]"
        >
          {t("chart.weekAxis")}
        </text>
        <text
          x={12}
          y={(BOX.top + BOX.height - BOX.bottom) / 2}
          textAnchor="middle"
          transform={`rotate(-90 12 ${String((BOX.top + BOX.height - BOX.bottom) / 2)})`}
          className="fill-stone-700 text-[12px]"
        >
          {t("chart.gainAxis", { unit: t(`weight.units.${props.unit}`) })}
        </text>
        {line.length > 1 ? (
          <polyline
            points={line.join(" ")}
            fill="none"
            className="stroke-rose-700"
            strokeWidth={2}
          />
        ) : null}
        {sorted.map((p, i) => (
          <circle
            key={`${String(p.week)}-${String(i)}`}
            cx={scale.x(p.week)}
            cy={scale.y(p.gain)}
            r={4}
            className="fill-rose-700"
            data-testid="gain-point"
          />
        ))}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-stone-700">
        <span className="inline-flex items-center gap-2">
          <span
            aria-hidden
            className="inline-block h-3 w-5 rounded-sm border border-emerald-600 bg-emerald-200"
          />
          {t("chart.bandKey")}
        </span>
        <span className="inline-flex items-center gap-2">
          <span aria-hidden className="inline-block h-3 w-3 rounded-full bg-rose-700" />
          {t("chart.pointsKey")}
        </span>
      </figcaption>
    </figure>
  );
}
