import { describe, expect, it } from "vitest";
import { pageLanguage } from "./page-language.ts";

describe("the language a page is sent in", () => {
  it("follows ?lng=, then the app's cookie, then the browser's languages, as the app does", () => {
    expect(pageLanguage({ lng: "hi", cookie: "i18next=en", acceptLanguage: "en-US" })).toBe("hi");
    expect(pageLanguage({ lng: "fr", cookie: "i18next=hi", acceptLanguage: "en" })).toBe("hi");
    expect(pageLanguage({ cookie: "sid=abc; i18next=hi", acceptLanguage: "en-US,en" })).toBe("hi");
    // A phone set to English but a Hindi reader who chose Hindi: the cookie wins.
    expect(pageLanguage({ cookie: "i18next=hi-IN", acceptLanguage: "en-IN,en;q=0.9" })).toBe("hi");
    expect(pageLanguage({ acceptLanguage: "mr-IN, hi;q=0.8, en;q=0.9" })).toBe("en");
    expect(pageLanguage({ acceptLanguage: "ta-IN,hi-IN;q=0.9" })).toBe("hi");
    expect(pageLanguage({ acceptLanguage: "hi;q=0, en;q=0.5" })).toBe("en");
    expect(pageLanguage({})).toBe("en");
    expect(pageLanguage({ lng: ["hi"], cookie: "i18next=", acceptLanguage: ";;,," })).toBe("en");
    // A broken cookie is as if there were none (the app reads it with the same function).
    expect(pageLanguage({ cookie: "i18next=%E0%A4", acceptLanguage: "hi-IN" })).toBe("hi");
  });
});
