import { describe, it } from "vitest";
import { expectAll } from "../../../test/triage-corpus/expect-levels.ts";

/**
 * Tuning-42 and 43's missed emergencies, in our own words: "everyone would be better if I were
 * not here" said plainly in Hindi and Hinglish; walking in front of a truck; a new mother who
 * introduces herself as "mom of a 3 week old" (her fever is hers, not the baby's); a grandmother
 * writing of her daughter who has just had a baby; a reading the ASHA worker took (she is her
 * carer, not another pregnant woman); pain "in the middle of my chest"; the baby who "always
 * kicks" quiet today (the words that keep his kick from reading as a blow kept the baby out).
 */
describe("emergencies said plainly beside other words", () => {
  it("are emergencies", () => {
    expectAll(
      [
        "लगता है मैं न रहूँ तो घर में सबको आराम होगा, यही सोचती रहती हूँ",
        "kabhi lagta hai main na rahu to sab khush rahenge, 2 mahine ki baby hai",
        "if i wasn't around everyone would be happier, i think it every night",
        "soch rahi thi train ke aage kood jaun, sab khatam ho jayega",
        "some days i think i'll just step in front of a bus on the way home",
        "mom of a 3 week old here, 101.2 fever and my c-section wound is red and oozing",
        "meri beti ki delivery 10 din pehle hui, beti ko tez bukhar 102 aur kaanpna",
        "मेरी बेटी का बच्चा 2 हफ्ते का है, बेटी को बहुत खून आ रहा है, थक्के भी",
        "आशा दीदी ने आज BP नापा, 164/112 आया, सिर भी बहुत दर्द कर रहा है, 8 महीने",
        "asha didi ne bp check kiya 160/110 aaya, aankhon ke aage dhundla, 35 hafte",
        "got a stabbing pain right in the middle of my chest and it hurts more when i breathe, 30 weeks",
        "रात को जो बच्चा हमेशा लात मारता है वो आज बिल्कुल चुप है, मीठा खाया फिर भी कुछ नहीं, 8 महीना",
      ],
      "emergency",
    );
  });

  it("leaves the everyday ones alone", () => {
    expectAll(
      [
        "main mayke na rahu to sasural wale khush rahenge, delivery yahin karwau kya?",
        "mom of a 3 week old, how often should she feed at night?",
        "आशा दीदी ने आज टीका लगाया, सब ठीक है, अगला कब लगेगा?",
        "meri didi ko bukhar hai, wo pregnant nahi hai, main 30 hafte ki hu, unse door rahu?",
        "baby itni zor se laat maarta hai ki neend nahi aati, 7 mahina, normal hai?",
      ],
      "none",
    );
  });
});
