import { Link } from "react-router";
import { useTranslation } from "../../../lib/use-translation.tsx";
import expecting from "../../../assets/hero-expecting.svg";
import newborn from "../../../assets/hero-newborn.svg";
import together from "../../../assets/hero-together.svg";
import { buttonClasses } from "../../../components/ui/button.tsx";

const IMAGES = [
  { src: expecting, alt: "hero.imageExpecting", className: "translate-y-6" },
  { src: together, alt: "hero.imageTogether", className: "" },
  { src: newborn, alt: "hero.imageNewborn", className: "translate-y-10" },
] as const;

export function Hero() {
  const { t } = useTranslation("home");
  return (
    <section className="bg-gradient-to-b from-rose-50 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-10 sm:py-16 lg:grid-cols-2">
        <div>
          <h1 className="text-3xl leading-tight font-bold text-stone-900 sm:text-5xl">
            {t("hero.slogan")}
          </h1>
          <p className="mt-4 text-lg text-stone-700 sm:text-xl">{t("hero.subtitle")}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to="/chat" className={buttonClasses("primary", "lg")}>
              {t("hero.primary")}
            </Link>
            <Link to="/dashboard" className={buttonClasses("outline", "lg")}>
              {t("hero.secondary")}
            </Link>
          </div>
        </div>
        <div className="grid grid-cols-3 gap-3 pb-10">
          {IMAGES.map((image) => (
            <img
              key={image.alt}
              src={image.src}
              alt={t(image.alt)}
              width={320}
              height={400}
              decoding="async"
              className={`h-auto w-full rounded-3xl bg-white shadow-sm ${image.className}`}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
