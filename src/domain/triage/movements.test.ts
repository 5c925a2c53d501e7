import { describe, it } from "vitest";
import { expectAll } from "../../../test/triage-corpus/expect-levels.ts";

describe("movements: the last word on them counts", () => {
  it("a busy morning, then nothing, is reduced movements", () => {
    expectAll(
      [
        "baby was moving so much yesterday but today nothing at all, 32 weeks",
        "she was kicking a lot in the morning, since then not moving, 36 weeks",
        "used to get 15 kicks in an hour, today only 2 since morning, 34 weeks",
        "pehle leti hu toh football shuru ho jata tha, aaj subah se bilkul shant hai, 33 hafte",
        "yaar baby ki movement bahut kam ho gayi, pehle din bhar football khelta tha, aaj subah se sirf 2 baar halka sa, 29 wks",
        "leti hu toh nahi hilta, 30 hafte",
        "पहले बहुत लात मारता था, आज सुबह से बस एक बार, 33 हफ्ते",
        "pehle bahut active rehta tha, aaj dopahar se bilkul nahi hila, 35 hafte",
        "baby was super active last week but the last 2 days hardly anything, 33 weeks",
        "kicks feel different, softer and fewer, 29 weeks, should i wait for my appointment on friday?",
      ],
      "emergency",
    );
  });

  it("quiet for a while, then kicking again, or busy when she rests, is not", () => {
    expectAll(
      [
        "baby moving soooo much today like 15 kicks in an hour haha. she's a footballer",
        "jab main chalti hu baby shant rehta h, letti hu toh football shuru, ye normal pattern h na",
        "was quiet this morning, then after cold juice she was kicking like crazy, 30 weeks",
        "kal 2-3 baar pet tight hua irregular, aaram karne se chala gaya, aaj kuch nahi, baby bhi hil raha. 34 wk",
      ],
      "none",
    );
  });
});
