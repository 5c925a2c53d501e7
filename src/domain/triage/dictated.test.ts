import { describe, it } from "vitest";
import { expectAll } from "../../../test/triage-corpus/expect-levels.ts";

// Classes from tuning-38 (speech-to-text, relatives dictating), in our own words.
describe("a relative who says who he is, then tells of her", () => {
  it("is writing for her", () => {
    expectAll(
      [
        "this is her husband typing, she was folding clothes and suddenly went stiff and shook all over, now she's confused, thirty four weeks",
        "i'm her brother, she fell down the stairs at the station and is holding her belly, seven months",
        "devar ghar se likh raha hu, papa ka phone aaya bhabhi ko jhatke aaye aur behosh ho gayi, aath mahine",
        "भाई दफ्तर से लिख रहा हूं, मां का फोन आया दीदी को झटके आए और बेहोश हो गई, नौवां महीना",
      ],
      "emergency",
    );
  });
});

describe("asked ahead, or of someone else, with nothing happening to her", () => {
  it("is not a sign", () => {
    expectAll(
      [
        "my neighbour's waters broke at thirty four weeks and her son came home last week, what are the odds for me",
        "paani ki thaili phatne ka pata kaise chalega, pehli baar hai isliye puch rahi",
        "दर्द शुरू होने पर कैसा महसूस होता है, पहली बार है",
        "मेरी भाभी को दो साल पहले डिलीवरी के बाद बहुत खून गया था, वो अब ठीक हैं",
        "पानी की थैली फटने पर कैसा लगता है, पहली बार है इसलिए पूछ रही हूं",
        "breathless with joy, the scan says a girl!",
        "khushi ke maare saans hi atak gayi jab heartbeat suni",
        "पड़ोस वाली आंटी बताती थीं कि उन्हें डिलीवरी के बाद दौरे पड़े थे, क्या ये आम है",
      ],
      "none",
    );
  });
});

describe("an everyday symptom said with its reassurance", () => {
  it("is not a call", () => {
    expectAll(
      [
        "हल्का सफेद पानी आता है, बदबू या जलन नहीं है पांचवां महीना",
        "सुबह उल्टी सी लगती है, पर नाश्ते के बाद पूरा दिन सब ठीक रहता है",
        "subah ulti si lagti hai, fir pura din khana peena theek",
      ],
      "none",
    );
  });

  it("but a daily worry, a tiredness that stops her, or a voice after a birth is", () => {
    expectAll(
      [
        "teen hafte se roz bahut anxiety hoti hai, koi galat khayal nahi",
        "itni zyada thakaan ki pura din kuch nahi kar pati, sone ke baad bhi thaki rehti hu",
      ],
      "urgent",
    );
    expectAll(["a voice tells me to hold him under in the bath. he's 3 weeks"], "emergency");
  });
});

// Classes from tuning-39 (a sign one item among many), in our own words.
describe("a sign in a list of ordinary things", () => {
  it("is still the sign", () => {
    expectAll(
      [
        "Week 2 pp notes: nappies fine, latch better, changed my pad at 3 and it was soaked through by 4, again by 5. Also which pram?",
        "9 weeks, can't keep even a spoon of water down since last night, and I've hardly peed",
        "16 wks, 38.9 since this morning and the cold compress isn't helping. also is hummus ok?",
        "for my postnatal check: is my scar ok, when can I drive, and how do I say that I keep thinking about steering into the divider",
        "random q's: best nipple cream? also lately I picture pressing a pillow over her face when she won't stop. I never would. and is gripe water ok",
        "making a list of who'd raise my son and which songs for my funeral, I'm not going to be here much longer. anyway which bottle brand?",
        "मेरी डिलीवरी को 10 दिन हुए, ऐसा सिरदर्द कभी नहीं हुआ, दवा से भी नहीं जा रहा",
        "never had a headache like this, 36 weeks, tablets aren't touching it",
      ],
      "emergency",
    );
  });

  it("but a sign long over, someone else's, or a figure of speech is not", () => {
    expectAll(
      [
        "basal body temp or strips, which is easier for TTC?",
        "I passed out once when I was 12 at a vaccine, will I faint during the epidural? 30 weeks",
        "planning a baby next year, had fits as a child, seizure-free for 12 years, anything to do first?",
        "winded after the stairs, fine after a minute, 30 wks, the baby must be squashing my lungs",
        "main husband hoon, mujhe 101 bukhar hai, wife 6 mahine ki hai aur bilkul theek hai, alag sona chahiye?",
        "7th month, doodh thoda thoda tapakta hai aur kapde pe daag pad jaate, normal hai?",
        "kal sar dard tha, so ke uthi to subah bilkul theek, bas bata rahi thi",
        "office ka kaam sir dard ban gaya hai, maternity leave kab le sakti hu?",
        "ghar baithe baithe bore ho ke mar jaungi, shaam ko walk kar sakti hu?",
        "6 months postpartum, I think my period is back, bleeding like a normal period, no clots",
        "4 weeks after the birth, the bleeding turned into a creamy white discharge, no smell",
      ],
      "none",
    );
  });
});

/** Where the statistical net may not raise the level (it did once, retrained on tuning-40). */
describe("the net stays quiet", () => {
  it("on painless tightenings now and then, and on a mother-in-law (सास is not साँस)", () => {
    expectAll(
      [
        "sometimes my bump goes hard for a few seconds, no pain, 31 weeks",
        "पेट कभी कभी सख्त हो जाता है, दर्द नहीं है, 33 हफ्ते",
        "सास ने कहा डिलीवरी के बाद मायके मत जाना, क्या करूं",
        "सास के साथ रहना मुश्किल है, 6 महीने की प्रेग्नेंट हूं",
      ],
      "none",
    );
  });

  it("on weeks of crying with 'I feel nothing' after the birth: a call today", () => {
    expectAll(
      [
        "my son is 5 weeks old and I've cried every day for three weeks, some days I feel nothing at all",
      ],
      "urgent",
    );
  });

  it("but not on regular tightenings or breath that will not come", () => {
    expectAll(
      ["पेट हर 5 मिनट में सख्त हो रहा है और कमर में दर्द, 32 हफ्ते", "सांस नहीं आ रही, सीने में दर्द, 34 हफ्ते"],
      "emergency",
    );
  });
});
