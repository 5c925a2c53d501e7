import { useEffect } from "react";

/** Sets the tab's title while the page is shown (the document has one title, kept in head). */
export function PageTitle({ children }: { children: string }) {
  useEffect(() => {
    document.title = children;
  }, [children]);
  return null;
}
