import { describe, expect, it } from "vitest";
import { expectAll } from "../../../test/triage-corpus/expect-levels.ts";
import type { Concept } from "./lexicon.ts";
import { read } from "./reading.ts";

/**
 * Hindi patterns match from the start of a word, and a few short ones say which longer words
 * they are not: "दौरा" (a fit) is not "दौरान" (during), breath (श्वास) is not trust (विश्वास),
 * "दांत" is not inside "ज्यादातर", a calf pulled (खिंच) is not khichdi. Found by matching every
 * one-word Hindi pattern against the words of our own Hindi content (tuning-42 and 43 showed
 * "स्तनपान के दौरान चाय" raised as a fit). Also: chutney spilled on a kurta, and froth that is
 * not at the mouth. Hinglish patterns are folded (final n dropped, double letters single), so
 * a short one can hold another word's start: "pain" (folded "pai") was in "pair" (foot) and
 * "paise", "haaf" in "hafte" (weeks), "ghut" in "ghutti", "khaaj" in "khajoor", "aaj" in
 * "ajwain", "sans" in "sanskar", "ful" in "fully". And a husband who brings (लाते) is not one who
 * kicks (लात).
 */
/** Whether each message's reading has its concept. */
const expectConcepts = (cases: [string, Concept][], present: boolean) => {
  for (const [message, concept] of cases)
    expect(read(message).has(concept), `${concept} in ${message}`).toBe(present);
};

describe("words inside other words", () => {
  it("is not a danger sign", () => {
    expectAll(
      [
        "प्रेग्नेंसी के दौरान चाय कितनी बार पी सकती हूँ?",
        "स्तनपान के दौरान कौन सी दाल अच्छी है",
        "मुझे विश्वास नहीं हो रहा कि सातवां महीना आ गया",
        "डॉक्टर ने आश्वासन दिया सब ठीक है, 24 हफ्ते",
        "ज्यादातर दिन अच्छा जाता है, बस भूख बहुत लगती है",
        "पेट खराब हो तो खिचड़ी खा सकती हूँ? 6 महीना",
        "साधारण सर्दी जुकाम में भाप ले सकती हूँ क्या",
        "पति सिगरेट पीते हैं, बच्चे के लिए कितना नुकसान है",
        "टमाटर की चटनी सफ़ेद कुर्ते पर गिर गई, लग रहा है जैसे खून का धब्बा हो 😂 कैसे छुड़ाऊँ?",
        "tamatar ki chutney safed kurti pe gir gayi, lag raha jaise khoon ka dhabba ho, kaise nikalu",
        "ketchup fell on my white shirt and it looks like a blood stain lol, how do i get it out",
        "babys poop is green and frothy today, is my milk too watery? 5 weeks old",
        "दूध में झाग क्यों बनता है पंप करते समय",
        // Figures of speech found beside them (tuning-43).
        "पानी सिर से ऊपर जा चुका है, तीन दिन से नल में पानी नहीं, पति बाल्टी लाते हैं",
        "paani ab sar se upar ho gaya, sasural walon ki baatein, 6 mahine",
        "पुरानी कुर्ती पहन के देखी, इतनी टाइट कि दम घुट रहा है 😂 नई सिलवानी पड़ेगी",
        "my bottle leaked in my bag and my dress got soaked, people looked at me like my waters broke 😂 24 weeks",
        "office me bottle gir gayi aur kapde geele, sab aise dekh rahe the jaise paani ki thaili phat gayi 😂",
      ],
      "none",
    );
  });

  it("still reads the sign itself", () => {
    expectAll(
      [
        "बहू को दौरा पड़ा, हाथ पैर अकड़ गए, 8 महीने",
        "उसके मुँह से झाग निकल रहा था और हाथ पैर झटके मार रहे थे, मेरी पत्नी 7 महीने की प्रेग्नेंट है",
        "my wife had froth at her mouth and was jerking all over, 34 weeks",
        "बाथरूम के फर्श पर फिसल कर गिर गई, 30 हफ्ते, पेट में दर्द",
        "i fell on the floor in the bathroom, 30 weeks, a little blood",
        "साँस नहीं आ रही, सीने में दर्द, 7 महीना",
      ],
      "emergency",
    );
  });

  it("does not find a sign's word inside a longer word", () => {
    const cases: [string, Concept][] = [
      ["मुझे विश्वास नहीं हो रहा कि सातवां महीना आ गया", "BREATH"],
      ["स्तनपान के दौरान चाय कितनी बार पी सकती हूँ", "SEIZURE"],
      ["ज्यादातर दिन अच्छा जाता है, 6 महीना", "BODY_MINOR"],
      ["साधारण सर्दी जुकाम में भाप ले सकती हूँ क्या", "HEAVY"],
      ["पेट खराब हो तो खिचड़ी खा सकती हूँ?", "PAIN"],
      ["फैमोटिडिन ले सकती हूँ क्या, एसिडिटी है", "LEG_SIGN"],
      ["janam ghutti de sakte hai kya baby ko, 2 mahine ka hai", "BREATH_TROUBLE"],
      ["khajoor kitne kha sakti hu 9th month me?", "ITCH"],
      ["ajwain ka paani pee sakti hu 5 mahine me?", "SUDDEN"],
      ["naamkaran sanskar kab karte hai, baby 3 hafte ka", "BREATH"],
      ["32 hafte ho gaye, hospital bag me kya rakhu", "BREATH_TROUBLE"],
      ["paise bachane ke liye sarkari hospital me delivery karu?", "PAIN"],
      ["shaam ko pair thode bhaari lagte hai, 8 mahina", "PAIN"],
      ["painted the nursery this weekend with low voc paint, 28 weeks", "PAIN"],
      ["karva chauth fasting rakh sakti hu 6 month me?", "BREATH_TROUBLE"],
    ];
    expectConcepts(cases, false);
  });

  it("still finds the word itself", () => {
    const cases: [string, Concept][] = [
      ["साँस लेने में तकलीफ है", "BREATH"],
      ["बहू को दौरा पड़ा", "SEIZURE"],
      ["saans phool rahi hai", "BREATH_TROUBLE"],
      ["haanf rahi hu thoda chalne pe", "BREATH_TROUBLE"],
      ["pet me bahut dard hai", "PAIN"],
      ["hatheli me bahut khaaj ho rahi hai", "ITCH"],
      ["पिंडली खिंच रही है", "PAIN"],
    ];
    expectConcepts(cases, true);
  });
});
