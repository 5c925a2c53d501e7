import { describe, it } from "vitest";
import { expectAll } from "../../../test/triage-corpus/expect-levels.ts";

/**
 * Another woman's story, over and told to ask about her own pregnancy (tuning-43): "my aunt had
 * fits in her pregnancy, she's fine now, am I at risk too?" is a question, not a fit now. Not
 * when the other woman's sign is happening now, nor when a relative writes about the patient.
 * Also "mein" (in) before "thi" is not "main" (I): "week mein bleeding hui thi" is hers only
 * when she says so.
 */
describe("another woman's story, compared", () => {
  it("is a question", () => {
    expectAll(
      [
        "my cousin had pre-eclampsia and a seizure in her first pregnancy, she's totally fine now. am i at higher risk? my bp was 112/70 last week",
        "bhabhi ko 8th month mein bahut bleeding hui thi, ab dono theek hain. kya mujhe bhi ho sakta hai? meri last scan mein sab normal",
        "पड़ोसन को सातवें महीने में दौरा पड़ा था, अब वो ठीक है। क्या मुझे भी खतरा है? मेरा BP हमेशा नॉर्मल रहता है",
        "a friend's waters broke at 30 weeks, she and the baby are fine now. does that mean it could happen to me too? 26 weeks",
      ],
      "none",
    );
  });

  it("is still an emergency when it is happening now, or told of the patient", () => {
    expectAll(
      [
        "my sister is having fits right now at 36 weeks, am i at risk too?",
        "3 days after the delivery my sister-in-law fainted and had jerking for a minute. she says she's ok now. is it weakness?",
        "my wife had a fit an hour ago, she is fine now but very sleepy, 35 weeks",
        "bhabhi ko abhi bahut bleeding ho rahi hai 8 mahine, kya mujhe bhi ho sakta hai?",
      ],
      "emergency",
    );
  });
});
