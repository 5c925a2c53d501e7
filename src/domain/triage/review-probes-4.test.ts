import { describe, expect, it } from "vitest";
import { triage } from "./index.ts";
import { expectAll } from "../../../test/triage-corpus/expect-levels.ts";

/**
 * Review 11 (of review 10's fixes and tuning-41's classes): each once came out wrong. Urgent
 * ones are checked as at least urgent where the rules say more (a racing heart is chest pain).
 */
describe("an eleventh outside review's probes", () => {
  it("hidden emergencies are emergencies", () => {
    expectAll(
      [
        "had suicidal thoughts after my son was born, got therapy and im fine now. pregnant again and the thoughts are coming back",
        "honestly i want to sleep forever for real, nobody would even notice",
        "i have urges to pinch my baby hard when she screams at night",
        "when he cries for hours i want to throw him at the wall",
        "sometimes i feel like throwing him to the floor when he wont stop screaming",
        "baby's kicks have gone down since yesterday, 34 weeks",
        "पहले डिलीवरी के बाद मरने के ख्याल आते थे, इलाज कराया, अब ठीक हूं। फिर से प्रेग्नेंट हूं और वही ख्याल वापस आने लगे हैं",
        "baby's movements have gone down a lot since last night, 36 weeks",
        "she usually does 10 movements in 20 mins, today it took 6 hours to get 10, 35 weeks",
        "15 kicks in 3 hours today, normally she is way more active than this, 38 weeks",
        "goodbye everyone, please take care of my baby when i'm gone",
        "love you all. tell my husband to look after my son tomorrow onwards",
        "so scared of labour. contractions started an hour ago and im only 33 weeks",
        "kerosene ki bottle mere kamre me rakhi hai. shayad. kisi ko farak padta hai?",
        "i keep the pesticide bottle next to my bed now. probably. does anyone even care?",
        "doctor ne jo iron ki goliyan di thi wo khati nahi, sab jama kar ke rakhi hai, ek din sab ek saath kha lungi",
        "आयरन की गोलियां नहीं खाती, सब जमा करके रखी हैं, एक दिन सब एक साथ खा लूंगी",
        "terrified of giving birth and now im getting contractions, 34 weeks",
        "केरोसिन की बोतल मेरे कमरे में रखी है। शायद। किसी को फर्क पड़ता है?",
        "bahu apni goliyan nahi khati, sab chupa kar dabbe me rakh rahi hai, bahut chup chup rehti hai",
        "the baby will be fine with my mom when i'm gone, i've made up my mind",
        "please take care of my son when im not around anymore, i wont bother anyone after tonight",
      ],
      "emergency",
    );
  });

  it("everyday messages that share a sign's words are not raised", () => {
    expectAll(
      [
        "planning to kill some time at the mall before my scan at 4",
        "everything is running fine at work without me, my manager handled it so i can relax on maternity leave",
        "our maid left last week, honestly we are better off without her now, i do it all myself",
        "MIL went back to her village, we're happier without her and the constant advice lol",
        "my MIL takes care of my baby in the evenings so i keep going to the terrace to walk. good for 6 weeks postpartum",
        "third trimester me neend nahi aati, doctor ne neend ki goli mana kiya. bas ye sab khatam ho jaye jaldi",
        "raat bhar neend nahi aati, neend ki goli lu ya nahi. pata nahi.",
        "how much ibuprofen is dangerous in pregnancy? i took one before i knew, no reason to panic right?",
        "dawai ke liye thode thode paise jama kar rahe hai, hospital ka bill bhi dena hai",
        "doctor ki dawai wali file aur saari reports reception pe jama kar di, ab wait kar rahe",
        "dawai upar shelf pe chupa kar rakhti hu taaki mera 2 saal ka beta na le",
        "पुरानी दवाई के पर्चे और रिपोर्ट काउंटर पर जमा कर दिए",
        "my head spins with all the advice from relatives lol",
        "my head spins thinking about the hospital bag list, what do i need",
        "normal white discharge hai thoda, aur main aajkal hari sabzi zyada kha rahi hu",
        "i have normal white discharge and been eating lots of green veggies like the doc said",
        "my heart races thinking about the delivery day lol, 10 days to go",
        "my heart flutters with joy every morning i feel her kick",
        "scan me baby ki dhadkan tez thi 158, doctor ne bola normal hai",
        "kitni dolo khatarnak hoti hai pregnancy me? bas puch rahi hu, sir dard ke liye ek li thi kal",
        "पैरासिटामोल की कितनी गोली खतरनाक होती है प्रेगनेंसी में? बस पूछ रही हूं",
        "बस थोड़े दिन और हैं मैटरनिटी लीव के, फिर बच्चे को मम्मी संभाल लेंगी",
        "hospital me 3 din thi, mere na rehne se ghar ka sab kaam bikhar gaya lol",
        "मेरे ना रहने से घर का सारा काम रुक जाता है, सास अकेले नहीं कर पाती",
        "beta kitni bhi awaaz ho raat ko nahi uthta, bahut gehri neend hai uski, 2 saal ka hai",
        "nausea is so bad, i keep going to the balcony for fresh air, lemon water was the only solution that worked",
        "been thinking about the windows in the new flat, need safety grills before baby starts crawling",
        "bump gets tight now and then, painless. i pee like 6 times an hour lol, 30 weeks",
        "ghante me 5 baar bathroom jana padta hai, aur pet kabhi kabhi tight hota hai, 31 week",
        "some white discharge since i started eating cottage cheese daily, its normal right",
        "my head goes round in circles planning the nursery",
        "everything spins so fast, cant believe she is 1 month already",
        "thanks doc, i wont bother you anymore with my silly questions. my mom will look after my baby from next week so ill be ok",
        "pet kada ho jata hai aur 1 min me dheela pad jata hai, din me 3 4 baar, 28 week",
        "कितनी भी आवाज़ हो बेटा नहीं उठता, बड़ी गहरी नींद है उसकी",
        "दवाइयां हमेशा ऊपर वाली अलमारी में छुपा कर रखती हूं ताकि बेटा ना खा ले",
        "dawaiyan hamesha upar wali shelf me chupa kar rakhti hu taaki chhota beta na kha le",
        "ultrasound dekh ke khushi se dhadkan tez ho gayi meri, baby bilkul theek hai",
        "thinking of ending the formula top ups soon, she is gaining well",
        "नींद की गोली के बिना नींद नहीं आती थी पहले, अब नहीं लेती। शायद।",
      ],
      "none",
    );
  });

  it("signs for today are flagged", () => {
    for (const text of [
      "my left boob is swollen hot and really sore and i feel shivery",
      "लेटे लेटे भी सास कम पड़ रही है, 8 महीने",
    ])
      expect(triage(text).level, text).not.toBe("none");
  });
});
