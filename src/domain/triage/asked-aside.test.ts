import { describe, it } from "vitest";
import { expectAll } from "../../../test/triage-corpus/expect-levels.ts";

/**
 * Tuning-41's classes in our own words: a harmful dose asked about and waved off, a wish to
 * sleep and not wake, "everyone better without me" said in Hindi, a means called "the answer";
 * and the everyday messages that share their words.
 */
describe("harm asked about in passing", () => {
  it("is an emergency", () => {
    expectAll(
      [
        "how much ibuprofen is dangerous? just wondering, nothing is okay at home lately",
        "kitni neend ki goliyan ek saath khatarnak hoti hain? bas aise hi puch rahi hu",
        "कितनी नींद की गोलियां एक साथ खतरनाक होती हैं? बस पूछ रही हूं",
        "kitni dolo lene se koi nahi uthta",
        "so jaun aur kabhi uthu hi na, yahi sochti rehti hu",
        "मेरे ना रहने से ही सबका भला होगा",
        "sister texted 'maybe the bridge is the answer' and now her phone is off",
        "kabhi kabhi mann karta hai baby ko nehlate waqt balti me... pata nahi kyu aisa sochti hu",
      ],
      "emergency",
    );
  });

  it("is not raised when it is a dose, a drink or a sum asked about", () => {
    expectAll(
      [
        "how much paracetamol is safe in pregnancy per day?",
        "kitni chai peena khatarnak hai pregnancy me? bas puch rahi hu",
        "how much caffeine is dangerous in pregnancy? just curious",
        "is one dolo 650 dangerous at 20 weeks? just asking, doctor said ok",
        "yeh maths ka answer kya hai, the answer is 42 lol",
        "which fever thermometer is best for a newborn, buying before the baby comes",
        "12 kicks in about 40 minutes tonight, 33 weeks, all good?",
        "my nipples are sore from feeding, any cream?",
        "mann karta hai baby ko nehlate time paani me khilone daal du, safe hai?",
        "my heart races every time the baby smiles at me, so in love",
        "normal white discharge, no smell, 20 weeks, is that ok?",
      ],
      "none",
    );
  });
});

describe("signs for today in other words", () => {
  it("are flagged", () => {
    expectAll(
      [
        "the room spins a few times a day since sunday, 18 weeks",
        "discharge has gone greenish and it stings a bit, 14 weeks",
        "बाएं स्तन में लाल सख्त गांठ है, गरम लगती है, बच्चा 10 दिन का",
        "my left breast has a hard red lump and is hot, baby is 3 weeks",
      ],
      "urgent",
    );
  });
});
