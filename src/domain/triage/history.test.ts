import { describe, it } from "vitest";
import { expectAll, expectLevels } from "../../../test/triage-corpus/expect-levels.ts";

describe("what is over, checked, someone else's or not her body is not a sign", () => {
  it("a side to sleep or feed on is not a pain on one side", () => {
    expectAll(
      [
        "my 6 week old only wants to feed from the right side, how do I even out my supply",
        "is it still fine to nap on my right side at 31 weeks or only the left?",
        "baayi karvat sona zaroori hai kya, 7 mahina chal raha",
        "दाईं करवट सोने से बच्चे को कुछ होता है क्या? 29 हफ्ते",
      ],
      "none",
    );
    expectLevels([
      [
        "7 weeks pregnant, stabbing pain low on my left side and my shoulder tip aches",
        "emergency",
      ],
      [
        "sleeping on my left side but the pain under my right ribs is terrible, 35 weeks",
        "emergency",
      ],
    ]);
  });

  it("a kick (laat) is a movement word; 'latch', 'later' and 'latest' are not", () => {
    expectAll(
      [
        "how can I help my 3 week old latch deeper, it pinches on the left",
        "will check the latest scan report later tonight and post it here, 30 wks",
      ],
      "none",
    );
    expectAll(
      ["pehle laaton se pet hilta tha, aaj subah se ek bhi laat nahi, 34 hafte"],
      "emergency",
    );
  });

  it("a past sign she says is over or checked is history", () => {
    expectAll(
      [
        "some brown spotting at 7 weeks, that was 6 weeks ago and the scans since have been perfect. is swimming ok?",
        "passed out once in the first trimester, the ECG and echo were normal, now 26 weeks and nothing since. can i fly?",
        "पिछले हफ्ते 101 तक बुखार था, अब 5 दिन से बुखार नहीं है, 98 पर हूँ, 22 हफ्ते। वॉक शुरू करूँ?",
        "bhabhi ko apni pregnancy mein jhatke aaye the, wo 3 saal pehle ki baat hai. mujhe kuch nahi, 27 weeks, kya mujhe bhi ho sakta hai?",
        "I used to get bad migraines before my pregnancy, none at all so far at 24 weeks. Which painkiller is safe if one comes?",
      ],
      "none",
    );
    expectLevels([
      [
        "got a positive test 3 weeks ago, today I blacked out in the bathroom and one side of my lower belly hurts",
        "emergency",
      ],
      ["fever 102 since last night, 31 weeks, took a crocin", "emergency"],
    ]);
  });

  it("blood drawn for a test, a boiling temper, the weather or a sickness that keeps meals down", () => {
    expectAll(
      [
        "went lightheaded for a moment when the nurse took blood, fine after a biscuit. when are the results out?",
        "my blood is boiling, the cab cancelled twice and I'm late for my scan",
        "40°C outside in Jaipur today, how much water should I drink at 28 weeks?",
        "sick once around 9am most days and then I'm fine and eating normally, 9 weeks",
      ],
      "none",
    );
  });

  it("someone else's reading or faint is not hers; her own reading after it is", () => {
    expectAll(
      [
        "मम्मी की बहन (प्रेग्नेंट नहीं) उपवास में बेहोश हो गई थीं, क्या ये घर में चलता है?",
        "machine ne 172/114 dikhaya, phir dekha cuff papa ke haath par tha, mera 116/74",
        "my father-in-law's BP was 168/112 this morning, mine is 112/72, 30 weeks",
      ],
      "none",
    );
    expectAll(
      ["my husband's reading was 118/76 and mine is 164/112, 33 weeks, headache"],
      "emergency",
    );
  });

  it("a light flow after the birth is the usual lochia; a denied list with 'vagera' is denied", () => {
    expectAll(
      [
        "day 4 after delivery, cramps in the belly while feeding and the bleeding is light, is that normal?",
        "bp 104/66 aaya aaj checkup pe, 25 week, chakkar vagera kuch nahi, low to nahi?",
        "baby kam hile to kab tak wait karna chahiye? abhi to bahut active hai, bas gyan ke liye",
      ],
      "none",
    );
    expectAll(
      ["3 weeks after delivery the bleeding had stopped, now some spotting again"],
      "urgent",
    );
  });
});

describe("what a relative, an animal or a figure of speech has is not hers", () => {
  it("a mother's reading, a cow's or a goat's birth, a bill that made her faint", () => {
    expectAll(
      [
        "my dad's bp was 168/104 this morning, he's 66. my wife is 30 weeks and worried, can worry hurt the baby?",
        "our goat kidded at dawn and bled a fair bit, the vet says she's fine. my wife at 8 months watched, how do I reassure her?",
        "kal hamari bhains ne bachda diya aur uske baad khoon bhi aaya, doctor ne injection diya. biwi 7 mahine ki hai, dar gayi",
        "she almost passed out when the hospital quoted the package price haha. is a private delivery worth it?",
        "bill dekh ke to mujhe chakkar aa gaye 😂 sarkari hospital me delivery free hai?",
        "my husband is giving me a headache with baby names, 24 weeks. any short Hindi names?",
        "what number do we dial for an ambulance in Pune if she bleeds? saving it for later, everything's fine at home",
        "she had a high fever in June before she knew she was pregnant, now 8 weeks and it's long gone. could it have hurt the baby?",
        "pichle hafte halki spotting hui thi, doctor ne scan kiya, heartbeat theek, ab 10 hafte. kya khana chahiye?",
        "स्तनों से थोड़ा पीला पानी आ रहा है, 35 हफ्ते, ये क्या है?",
        "saw red in the toilet and panicked, it was the beetroot salad, the nurse on the phone said the same. 27 weeks",
      ],
      "none",
    );
    expectAll(
      ["used my dad's bp machine, 166/112 twice, 34 weeks, bit of a headache"],
      "emergency",
    );
  });

  it("her sister-in-law (devrani) is the one written about; 'uske baad' is 'after that'", () => {
    expectAll(["देवरानी को बीस दिन से हर वक्त घबराहट और चिंता रहती है, बच्चा 1 महीने का है"], "urgent");
    expectAll(["devrani ko 2 din se 102 bukhar hai, delivery ko 9 din hue"], "emergency");
    expectAll(
      [
        "throws up after most meals but juice and coconut water stay down, 11 weeks, feels weak",
        "thyroid hai, 27 hafte, 10 din se hadd se zyada thakan",
        "since the birth 4 weeks ago she cries most of the day and doesn't enjoy anything, not thinking of harm",
      ],
      "urgent",
    );
    expectAll(
      ["she has HG, nothing has stayed down since yesterday morning, not even water, 10 weeks"],
      "emergency",
    );
  });
});

describe("years gone by, and 'really' said for weight", () => {
  it("'10 saal ho gaye' after a sign makes it long ago; her mind today is still heard", () => {
    expectAll(
      [
        "college me ek baar overdose kiya tha, 10 saal ho gaye, ab bilkul theek hu, pregnant hu, doc ko batana hai kya?",
        "ek baar kharab dino me overdose kiya tha, kai saal ho gaye, ab 24 hafte ki pregnant hu aur khush hu",
      ],
      "none",
    );
    expectAll(
      ["10 saal ho gaye shaadi ko, aaj phir se marne ka mann kar raha hai, 20 hafte"],
      "emergency",
    );
  });

  it("worry that lasts weeks is heard through 'मुझे सच में'; 'सच में' before a myth asks", () => {
    expectAll(["मुझे सच में दो हफ़्ते से हर चीज़ से डर लगता है, घबराहट में हाथ काँपते हैं, आठवाँ महीना"], "urgent");
    expectAll(["क्या अनानास खाने से सच में दर्द आ जाता है? 16 हफ्ते"], "none");
  });
});

describe("a screening question answered no, idioms of being worn out, a tablet's strength", () => {
  it("a nurse's question she said no to, 'the end of me', a dose of 500 and a friend's illness", () => {
    expectAll(
      [
        "at my 6 week check the doctor asked if i'd thought of harming myself, i said no because i'm honestly fine. is that routine?",
        "checkup me doctor ne pucha ki khud ko hurt karne ke khayal aate hai kya, maine mana kiya kyunki nahi aate. sab se puchte hai?",
        "these cravings will be the end of me lol, 3rd samosa today, 24 weeks",
        "at the end of my rope with this acidity, what can I take at 30 weeks",
        "can i take dolo 650 for my stitches, and is 500 mg paracetamol better? 5 days after my c section",
        "how do I help a friend going through postpartum depression? she won't talk to anyone",
        "baby kicked me right in the ribs all night, 33 weeks, she's so strong",
      ],
      "none",
    );
  });

  it("her own mood and tiredness when a relative writes, said as a mood lasting weeks", () => {
    expectAll(
      [
        "my wife hasn't laughed in weeks, baby is 2 months, she says she's tired of everything but has no dark thoughts",
        "har baat pe gussa aur phir rona, 3 hafte se roz aisa ho raha hai, 7 mahina",
        "एक महीने से किसी से मिलना नहीं चाहती, बस लेटी रहती हूँ, सातवाँ महीना",
        "my daughter nods off while holding the baby during feeds, even in daytime, 5 weeks postpartum",
        "I lie awake every night running through everything that could go wrong at the birth, 36 weeks",
      ],
      "urgent",
    );
  });
});
