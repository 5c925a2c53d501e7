import { describe, expect, it } from "vitest";
import { expectAll } from "../../../test/triage-corpus/expect-levels.ts";
import { spokenNumbers } from "./spoken-numbers.ts";

/** Speech-to-text writes numbers as words; readings and weeks must still be read (issue 10). */
describe("numbers said in words", () => {
  it("become digits as a compound or beside a reading's 'over / bata' or a unit of time", () => {
    expect(spokenNumbers("bp one fifty eight over a hundred and eight thirty two weeks")).toBe(
      "bp 158 over 108 32 weeks",
    );
    expect(spokenNumbers("temp hundred and two point four")).toBe("temp 102.4");
    expect(spokenNumbers("bp ek sau pachpan bata ek sau paanch")).toBe("bp 155 bata 105");
    expect(spokenNumbers("बीपी एक सौ बावन बटा छियानवे है अट्ठाईस हफ्ते")).toBe(
      "बीपी 152 बटा 96 है 28 हफ्ते",
    );
  });

  it("leave ordinary words alone: 'saath' is 'with', 'no one', two numbers side by side", () => {
    for (const text of ["mummy ke saath gayi thi", "no one needs me", "two and three year olds"])
      expect(spokenNumbers(text)).toBe(text);
    expect(spokenNumbers("what do thirty six weeks feel like")).toBe("what do 36 weeks feel like");
  });

  it("read a lone number word before a unit of time, in its common spellings", () => {
    expect(spokenNumbers("tin hafte se bukhar")).toBe("3 hafte se bukhar");
    expect(spokenNumbers("chhah mahine ho gaye, aat mahina chal raha")).toBe(
      "6 mahine ho gaye, 8 mahina chal raha",
    );
    expect(spokenNumbers("पाच महीने की हूं, दो हफ्ते से दर्द")).toBe("5 महीने की हूं, 2 हफ्ते से दर्द");
    expect(spokenNumbers("a tin of formula, sat down for two hrs")).toBe(
      "a tin of formula, sat down for 2 hrs",
    );
  });

  it("give the level a written reading would", () => {
    expectAll(
      [
        "checked at home it says one sixty six over one hundred and twelve and again one sixty two over a hundred and ten thirty four weeks",
        "bp ek sau saath bata ek sau baarah aaya machine pe satais hafte",
        "बीपी एक सौ पैंसठ बटा एक सौ दस आया बत्तीस हफ्ते",
      ],
      "emergency",
    );
    expectAll(
      [
        "my bp was one forty four over ninety two at the clinic no other symptoms thirty weeks",
        "बीपी एक सौ बयालीस बटा बानवे आया और कोई दिक्कत नहीं उनतीस हफ्ते",
      ],
      "urgent",
    );
    expectAll(
      [
        "bp one ten over seventy today all normal thirty weeks",
        "mummy ke saath mandir gayi thi saat mahine chal raha hai sab theek",
      ],
      "none",
    );
  });
});
