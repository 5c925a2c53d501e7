/**
 * The HTML the build writes for a path in a language (by its first segment; "/" is "_root"),
 * relative to the web root: scripts/route-preloads.ts writes it, the server sends it.
 */
export const routeHtmlFile = (segment: string, language: string): string =>
  `routes/${segment || "_root"}.${language}.html`;
