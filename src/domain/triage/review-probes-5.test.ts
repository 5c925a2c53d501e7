import { describe, expect, it } from "vitest";
import { speaksOfBabyUnwell } from "./index.ts";
import { expectAll } from "../../../test/triage-corpus/expect-levels.ts";

/**
 * Review 12 (of this session's word starts, the baby's own body, another woman's story and the
 * plainly said emergencies): each once came out wrong. The baby's own body had been read from
 * "baby" and any sign three words on ("had baby 4 days back fever 101.5"), and in pregnancy;
 * now the baby must have the sign ("baby has a fever", "baby's breathing") after the birth.
 */
describe("a twelfth outside review's probes", () => {
  it("hidden emergencies are emergencies", () => {
    expectAll(
      [
        "felt a big kick from baby then blood everywhere on the bedsheet 34 wks",
        "35 wks baby low down blood streaks on pad and cramping",
        "baby 10 days my eyes blurry headache wont go even after dolo",
        "baby 2 weeks old cold sweats chest pain left arm heavy",
        "had baby 4 days back fever 101.5 shivering stitches hurting",
        "delivered baby on monday breathless since yesterday even lying down",
        "बच्चेदानी के मुंह से खून आ रहा है 7 महीने की प्रेग्नेंट हूं",
        "बच्चा होने के बाद से सांस लेती हूं तो सीने में दर्द होता है",
        "बच्ची को उठाते हुए गिर गई पेट के बल 7 महीने की प्रेग्नेंट हूं",
        "बच्ची को उठाया तो आंखों के आगे अंधेरा छा गया सिर में बहुत तेज दर्द है 8 महीने",
        "7 month pregnant hu, bachi ko uthaya to aankh ke aage andhera aa gaya sir phat raha hai",
        "bacha hone ke baad ulti kar rahi hu pani bhi nahi ruk raha kal se",
        "due date me 10 din bache hai saans leti hu to chest pain hota hai",
        "bhabhi ko hospital le lo bleeding bahut ho rahi hai 8 month",
        "bata do kya dawa lo fever 103 hai wife ko 8 mahina chal raha",
        "mujhe bola dolo lo fever 102 hai delivery ko 5 din hue",
        "meri behen gudiya ko subah se khoon aa raha hai 8 month pregnant hai",
        "my sister is 36 weeks, she had a fit an hour ago, she's ok now, do i need to worry?",
        "my sister in law is 35 weeks pregnant, she fainted and had jerking for a minute, she's ok now. do i need to worry or can we wait till morning?",
        "mein hospital gayi thi papa ke saath, wahan chakkar aake behosh ho gayi. 8 mahine chal raha hai",
        "मैं 8 महीने की प्रेग्नेंट हूं, आशा वाली दीदी ने बीपी नापा 160/110 आया",
        "36 weeks baby pressing down hard blood coming from below",
        "38 weeks baby dropped bloody show since morning cramps every 5 min",
        "bacha hone ke baad saans leti hu toh chest pain hota hai aur dil tez dhadakta hai",
      ],
      "emergency",
    );
  });

  it("everyday messages are not raised", () => {
    expectAll(
      [
        "if i wasn't here my husband would eat better, he orders junk food every single day lol",
        "bus ke aage chali jaun ya peeche baithu? 7 month me jhatke lagte hai road pe",
        "बस के आगे चली जाऊं या पीछे बैठूं? 7 महीने में झटके बहुत लगते हैं",
        "i'd rather throw myself under the bus at work than ask my boss for more leave lol",
        "meri bahu ki delivery 10 din pehle hui, beti ko 101 bukhar hai",
        "मेरी बहू की डिलीवरी 10 दिन पहले हुई, बेटी को 102 बुखार है",
      ],
      "none",
    );
  });

  it("the baby's note is there for the baby and not for her", () => {
    for (const message of [
      "my newborn's breathing is very fast and his lips look blue, 10 days old",
      "बच्चे को 100.6 बुखार है, 5 हफ्ते का है",
    ])
      expect(speaksOfBabyUnwell(message), message).toBe(true);
    for (const message of [
      "36 weeks baby pressing down hard blood coming from below",
      "38 weeks baby dropped bloody show since morning cramps every 5 min",
      "bacha hone ke baad saans leti hu toh chest pain hota hai aur dil tez dhadakta hai",
    ])
      expect(speaksOfBabyUnwell(message), message).toBe(false);
  });
});
