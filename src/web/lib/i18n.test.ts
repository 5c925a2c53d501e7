import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { chooseLanguage, createI18n } from "./i18n.ts";

function setNavigatorLanguages(languages: string[]) {
  Object.defineProperty(window.navigator, "languages", { value: languages, configurable: true });
  Object.defineProperty(window.navigator, "language", {
    value: languages[0] ?? "",
    configurable: true,
  });
}

function reset() {
  window.history.replaceState({}, "", "/");
  document.cookie = "i18next=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
  localStorage.clear();
  sessionStorage.clear();
  setNavigatorLanguages([]);
  document.documentElement.removeAttribute("lang");
  document.documentElement.className = "";
}

async function detected(): Promise<string | undefined> {
  return createI18n().resolvedLanguage;
}

describe("interface language detection (000 §4)", () => {
  beforeEach(reset);
  afterEach(reset);

  // Each source says Hindi while every source below it says English and every source
  // above it is empty: the winner must be that source.
  const setters: [string, (lng: string) => void][] = [
    ["query string lng", (lng) => window.history.replaceState({}, "", `/?lng=${lng}`)],
    ["cookie", (lng) => (document.cookie = `i18next=${lng}; path=/`)],
    ["localStorage", (lng) => localStorage.setItem("saathi_preferredLanguage", lng)],
    ["sessionStorage", (lng) => sessionStorage.setItem("saathi_preferredLanguage", lng)],
    ["browser language", (lng) => setNavigatorLanguages([lng === "hi" ? "hi-IN" : "en-US"])],
    ["html lang", (lng) => (document.documentElement.lang = lng)],
  ];
  it.each(setters.map(([name], index) => [name, index] as const))(
    "%s wins over every source after it",
    async (_name, index) => {
      setters.slice(index + 1).forEach(([, set]) => set("en"));
      setters[index]?.[1]("hi");
      expect(await detected()).toBe("hi");
    },
  );

  it("falls back to English for nothing or an unsupported language", async () => {
    expect(await detected()).toBe("en");
    localStorage.clear();
    setNavigatorLanguages(["fr-FR"]);
    expect(await detected()).toBe("en");
  });

  it("caches the detected language in localStorage and marks <html>", async () => {
    window.history.replaceState({}, "", "/?lng=hi");
    createI18n();
    expect(localStorage.getItem("saathi_preferredLanguage")).toBe("hi");
    expect(document.documentElement.lang).toBe("hi");
    expect(document.documentElement.classList.contains("lang-hi")).toBe(true);
    // The server reads the cookie to name this language's texts in the page it sends.
    expect(document.cookie).toContain("i18next=hi");
  });

  it("starts in the next source's language when the cookie is broken", () => {
    document.cookie = "i18next=%E0%A4; path=/";
    localStorage.setItem("saathi_preferredLanguage", "hi");
    expect(createI18n().language).toBe("hi");
  });

  it("reads a phone's regional code as its language ('hi-IN' in the link is Hindi)", async () => {
    window.history.replaceState({}, "", "/?lng=hi-IN");
    expect(await detected()).toBe("hi");
  });
});

describe("the language switcher (000 §2)", () => {
  beforeEach(reset);

  it("stores preferredLanguage and voicePreference, then switches the interface", async () => {
    const i18n = createI18n();
    expect(i18n.t("nav.dashboard")).toBe("Dashboard");

    await chooseLanguage(i18n, "hi");
    expect(localStorage.getItem("saathi_preferredLanguage")).toBe("hi");
    expect(localStorage.getItem("saathi_voicePreference")).toBe("hindi");
    expect(i18n.t("nav.dashboard")).toBe("डैशबोर्ड");
    expect(document.documentElement.className).toBe("lang-hi");
    expect(document.documentElement.lang).toBe("hi");

    await chooseLanguage(i18n, "en");
    expect(localStorage.getItem("saathi_voicePreference")).toBe("english");
    expect(document.documentElement.className).toBe("lang-en");
  });

  it("loads a page's namespace on demand in the chosen language", async () => {
    const i18n = createI18n();
    await chooseLanguage(i18n, "hi");
    await i18n.loadNamespaces("waitlist");
    expect(i18n.t("waitlist:submit")).toBe("वेटलिस्ट में जुड़ें");
    expect(i18n.hasResourceBundle("hi", "waitlist")).toBe(true);
  });
});
