import { describe, expect, it } from "vitest";
import { Translator, type Texts } from "./translator.ts";

const bundled: Record<"en" | "hi", Texts> = {
  en: {
    greet: "Hello {{name}}",
    week: { left_one: "{{count}} week left", left_other: "{{count}} weeks left" },
    shared: "from common",
  },
  hi: {
    greet: "नमस्ते {{name}}",
    week: { left_one: "{{count}} हफ़्ता बाकी", left_other: "{{count}} हफ़्ते बाकी" },
    shared: "कॉमन से",
  },
};
const pages: Record<string, Texts> = {
  "en/faqs": { title: "Questions", sections: [{ heading: "One" }] },
  "hi/faqs": { title: "सवाल", sections: [{ heading: "एक" }] },
  "en/chat": { title: "Chat", send: "Send" },
  "hi/chat": { title: "बातचीत", send: "भेजें" },
};

function make(language: "en" | "hi" = "en", failing = new Set<string>()) {
  const asked: string[] = [];
  const missing: string[] = [];
  const translator = new Translator(
    language,
    bundled,
    async (lng, ns) => {
      asked.push(`${lng}/${ns}`);
      if (failing.has(`${lng}/${ns}`)) throw new Error("offline");
      const texts = pages[`${lng}/${ns}`];
      if (!texts) throw new Error("no such texts");
      return { default: texts };
    },
    (key) => missing.push(key),
  );
  return { translator, asked, missing };
}

describe("the translator", () => {
  it("fills values and picks English and Hindi plural forms", () => {
    const { translator } = make();
    expect(translator.t("greet", { name: "Asha" })).toBe("Hello Asha");
    expect(translator.t("week.left", { count: 1 })).toBe("1 week left");
    expect(translator.t("week.left", { count: 3 })).toBe("3 weeks left");
    const hindi = make("hi").translator;
    expect(hindi.t("week.left", { count: 1 })).toBe("1 हफ़्ता बाकी");
    expect(hindi.t("week.left", { count: 5 })).toBe("5 हफ़्ते बाकी");
  });

  it("says a missing key as the key (or its default) and reports it", () => {
    const { translator, missing } = make();
    expect(translator.t("nope.nothing")).toBe("nope.nothing");
    expect(translator.t("status.queued", { defaultValue: "queued" })).toBe("queued");
    expect(missing).toEqual(["en/common:nope.nothing"]);
  });

  it("loads a namespace once, for the current language only, and reads 'ns:key'", async () => {
    const { translator, asked } = make("hi");
    await Promise.all([translator.loadNamespaces("faqs"), translator.loadNamespaces(["faqs"])]);
    expect(asked).toEqual(["hi/faqs"]);
    expect(translator.t("faqs:title")).toBe("सवाल");
    expect(translator.t("title", { ns: "faqs" })).toBe("सवाल");
    expect(translator.getFixedT("faqs")("sections", { returnObjects: true })).toEqual([
      { heading: "एक" },
    ]);
  });

  it("looks an unprefixed key up in each of its namespaces in order", async () => {
    const { translator } = make();
    await translator.loadNamespaces(["chat", "faqs"]);
    const t = translator.getFixedT(["chat", "common"]);
    expect(t("title")).toBe("Chat");
    expect(t("shared")).toBe("from common");
    expect(t("faqs:title")).toBe("Questions");
  });

  it("suspends while loading, then keeps the same t until the language changes", async () => {
    const { translator, asked } = make();
    const pending = translator.missing(["chat"]);
    expect(pending).toBeInstanceOf(Promise);
    await pending;
    expect(translator.missing(["chat", "common"])).toBeNull();
    const t = translator.getFixedT("chat");
    expect(translator.getFixedT("chat")).toBe(t);

    const heard: string[] = [];
    translator.on("languageChanged", (language) => heard.push(language));
    await translator.changeLanguage("hi");
    // Every namespace already in use comes along before the switch.
    expect(asked).toEqual(["en/chat", "hi/chat"]);
    expect(heard).toEqual(["hi"]);
    const hindi = translator.getFixedT("chat");
    expect(hindi).not.toBe(t);
    expect(hindi("send")).toBe("भेजें");
    expect(t("send")).toBe("Send"); // a t already handed out keeps its language
  });

  it("hands a failed load to the error boundary once, then tries again", async () => {
    const failing = new Set(["en/chat"]);
    const { translator, asked } = make("en", failing);
    await expect(translator.loadNamespaces("chat")).rejects.toThrow("offline");
    const error = translator.missing(["chat"]);
    expect(error).toBeInstanceOf(Error);
    failing.clear();
    await translator.missing(["chat"]);
    expect(translator.t("chat:send")).toBe("Send");
    expect(asked).toEqual(["en/chat", "en/chat"]);
  });
});
