import type { ComponentType, ReactNode } from "react";

/** A page section with a heading and optional subtitle; keeps spacing the same everywhere. */
export function Section({
  id,
  title,
  subtitle,
  children,
  className = "",
}: {
  id?: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
  className?: string;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`scroll-mt-24 py-10 sm:py-14 ${className}`}
    >
      <div className="mx-auto max-w-6xl px-4">
        <h2 id={headingId} className="text-2xl font-bold text-stone-900 sm:text-3xl">
          {title}
        </h2>
        {subtitle ? <p className="mt-2 text-lg text-stone-700">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}

export function Card({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <div className={`rounded-3xl border border-rose-100 bg-white p-5 shadow-sm ${className}`}>
      {children}
    </div>
  );
}

type Icon = ComponentType<{ className?: string; "aria-hidden"?: boolean }>;

/** A card with an icon, a title and a line of text; `as` keeps the heading order right. */
export function IconCard({
  icon: Icon,
  title,
  text,
  as: Heading = "h3",
}: {
  icon: Icon;
  title: string;
  text: string;
  as?: "h3" | "h4";
}) {
  return (
    <Card>
      <Icon aria-hidden className="h-8 w-8 text-rose-700" />
      <Heading className="mt-3 text-xl font-semibold text-stone-900">{title}</Heading>
      <p className="mt-1 text-stone-700">{text}</p>
    </Card>
  );
}
