import { describe, it } from "vitest";
import { expectAll } from "../../../test/triage-corpus/expect-levels.ts";

/**
 * After the birth, the baby's own body is not the mother's: his fever, his breathing, his spit-up
 * or her daughter's jaundice are not her danger signs (tuning-42: a newborn's fever or periodic
 * breathing was read as hers). The mother's own signs told beside the baby still count: while
 * feeding him, because of him, both of them, or in the next clause.
 */
describe("the baby's own body", () => {
  it("is not her danger sign", () => {
    expectAll(
      [
        "my baby has a temp of 100.9 tonight, she's 7 weeks, should i call the pediatrician",
        "newborn's breathing goes fast then slow when he naps, is that normal? 12 days old",
        "baby's lips look a bit blue after crying, then pink again, 4 days old",
        "बेटे को 101 बुखार है, 6 हफ्ते का है, डॉक्टर को कब दिखाएँ",
        "बच्चे की नाक से थोड़ा खून आया, 8 महीने का है, उँगली डाली थी",
        "बेबी को खांसी और जुकाम है, 3 महीने का, भाप दे सकते हैं?",
        "munni ko piliya hai, 5 din ki hai, dhoop dikhaye kya",
        "bachi ko 100.2 bukhar hai teeke ke baad, 10 hafte ki",
        "baby ki potty me thoda khoon tha, 2 mahine ka, doctor ko dikhaye?",
      ],
      "none",
    );
  });

  it("leaves her own signs hers", () => {
    expectAll(
      [
        "my baby has jaundice, and i have a fever of 102 with chills, 6 days postpartum",
        "baby is 2 weeks old, bleeding heavily with big clots",
        "holding the baby i suddenly felt my heart racing and chest pain, 2 weeks pp",
        "बच्चे को दूध पिलाते वक्त सीने में दर्द और सांस फूल रही है, डिलीवरी को 8 दिन",
        "baby ko peeliya hai, mujhe bahut bleeding ho rahi hai clots ke saath, 4 din pehle delivery",
        "मुझे और बच्चे को दोनों को बुखार है, 103, डिलीवरी को 5 दिन",
        "baby and i both have fever 102, 1 week postpartum",
        "bache ko doodh pilate waqt seene me tez dard aur saans nahi aa rahi, delivery ko 10 din",
      ],
      "emergency",
    );
  });
});
