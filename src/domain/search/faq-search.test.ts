import { describe, expect, it } from "vitest";
import { createFaqSearch, type FaqDocument } from "./faq-search.ts";

const doc = (id: string, question: string, answer: string, keywords: string[] = []) =>
  ({ id, category: id.split(":")[0]!, question, answer, keywords }) satisfies FaqDocument;

const DOCS = [
  doc(
    "nutrition:anaemia",
    "What is anaemia and how do I prevent it?",
    "Low haemoglobin makes you tired. Iron-rich food and IFA tablets help.",
    ["anemia", "खून की कमी", "khoon ki kami"],
  ),
  doc(
    "nutrition:mango",
    "Can I eat mango when pregnant?",
    "Yes, ripe mango is a healthy fruit in moderation.",
    ["aam", "आम"],
  ),
  doc("first:nausea", "सुबह की उल्टी कब तक रहती है?", "जी मिचलाना अक्सर बारहवें हफ़्ते तक कम हो जाता है।", [
    "morning sickness",
  ]),
  doc("app:journal", "Where is my journal kept?", "On this phone until you sign in."),
];

describe("the FAQ search", () => {
  const search = createFaqSearch(DOCS);
  const top = (query: string, category?: string) => search.search(query, category)[0]?.id;

  it("finds one answer however anaemia is written", () => {
    for (const query of ["anaemia", "anemia", "khoon ki kami", "खून की कमी", "anaimia"])
      expect(top(query), query).toBe("nutrition:anaemia");
  });

  it("reads Hinglish questions with their everyday words left out", () => {
    expect(top("kya main aam kha sakti hoon")).toBe("nutrition:mango");
  });

  it("finds Devanagari words in an answer, ignoring the nukta", () => {
    expect(top("हफ्ते")).toBe("first:nausea");
    expect(top("ulti")).toBe("first:nausea");
  });

  it("matches the last word as she is still typing it", () => {
    expect(top("journ")).toBe("app:journal");
  });

  it("keeps to the chosen category, and finds nothing for an empty or unrelated query", () => {
    expect(search.search("mango", "first")).toEqual([]);
    expect(search.search("  ")).toEqual([]);
    expect(search.search("cricket score")).toEqual([]);
  });

  it("names the matched words, so the page can mark them", () => {
    expect(search.search("mango")[0]?.matched).toContain("mango");
  });
});
