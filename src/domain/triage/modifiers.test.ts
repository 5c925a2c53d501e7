import { describe, expect, it } from "vitest";
import { foldHinglish, forms, tidy } from "./forms.ts";
import { triage } from "./index.ts";
import { readNumbers } from "./numbers.ts";
import { expectLevels } from "../../../test/triage-corpus/expect-levels.ts";

const level = (text: string) => triage(text).level;
const numbers = (text: string) => readNumbers(tidy(text));

describe("normalisation: one form for the many ways a word is written", () => {
  it("folds Hinglish spellings", () => {
    for (const [a, b] of [
      ["nahin", "nhi"],
      ["bachcha", "baccha"],
      ["khoon", "khun"],
      ["paani", "pani"],
      ["bahut", "bohot"],
      ["zyada", "jyada"],
    ])
      expect(foldHinglish(a!), `${a} / ${b}`).toBe(foldHinglish(b!));
  });

  it("reads English word forms and common misspellings", () => {
    expect(forms(tidy("I bled and my water broke")).en).toContain("bleed");
    expect(forms(tidy("I bled and my water broke")).en).toContain("break");
    expect(forms(tidy("bleding since morning")).en).toContain("bleeding");
    expect(level("my water broke at 33 weeks")).toBe("emergency");
    expect(level("waters breaking at 33 weeks i think")).toBe("emergency");
  });

  it("reads Devanagari with or without nukta and nasal marks, and its digits", () => {
    expect(level("३२ हफ़्ते, बहुत ज़्यादा ख़ून आ रहा है")).toBe("emergency");
    expect(level("32 हफ्ते, बहुत ज्यादा खून आ रहा है")).toBe("emergency");
    expect(numbers("३२ हफ़्ते").week).toBe(32);
  });
});

describe("numbers", () => {
  it("reads how far along she is, not how long since something", () => {
    expect(numbers("33+2 and cramping").week).toBe(33);
    expect(numbers("7 months pregnant").week).toBeGreaterThanOrEqual(28);
    expect(numbers("सातवां महीना चल रहा है").week).toBeGreaterThanOrEqual(28);
    expect(numbers("do mahine ki pregnancy").week).toBeLessThan(13);
    expect(numbers("spotting 2 weeks ago, now 14 weeks").week).toBe(14);
    // Weeks left until the due date count down from 40.
    expect(numbers("3 weeks to go and a little bleeding").week).toBe(37);
    expect(numbers("due in 4 weeks").week).toBe(36);
    expect(numbers("4 हफ्ते बाकी हैं").week).toBe(36);
    expect(numbers("delivery ko 2 hafte ho gaye").week).toBeNull();
    expect(numbers("delivery ko 2 hafte ho gaye").daysSinceBirth).toBe(14);
    expect(numbers("8 days pp").daysSinceBirth).toBe(8);
  });

  it("reads temperatures in °F and °C, and no durations as temperatures", () => {
    expect(numbers("fever 101.2").temperatureF).toBeCloseTo(101.2);
    expect(numbers("temp 38.4 C").temperatureF).toBeCloseTo(101.1, 1);
    expect(numbers("bukhar 102 hai").temperatureF).toBe(102);
    expect(numbers("no fever, bleeding heavy for 40 days they say").temperatureF).toBeNull();
  });

  it("reads blood pressure, minutes between pains and hours", () => {
    expect(numbers("bp 158/108 and a headache").bp).toEqual({ systolic: 158, diastolic: 108 });
    expect(numbers("every 6-7 min").intervalMinutes).toBe(7);
    expect(numbers("har 10 minute me dard").intervalMinutes).toBe(10);
    expect(numbers("14 ghante se dard").hours).toBe(14);
  });

  it("turns numbers into levels: fever ≥ 38 °C / 100.4 °F, BP ≥ 160/110 or ≥ 140/90 with signs", () => {
    expect(level("what can I take for this 103 temperature?")).toBe("emergency");
    expect(level("temp 38.2 and shivering, 20 weeks")).toBe("emergency");
    expect(level("checked with a thermometer, 98.9, no fever right?")).toBe("none");
    expect(level("bp 158/108 and a headache")).toBe("emergency");
    expect(level("bp 162/112 at the pharmacy, no symptoms")).toBe("emergency");
    expect(level("bp 142/92 today, no headache or swelling")).toBe("urgent");
    expect(level("bp 110/70 at my checkup")).toBe("none");
  });
});

describe("negation, figures of speech and someone else", () => {
  it("hears a sign denied only when it is", () => {
    expect(level("no bleeding, no pain, just asking about diet at 30 weeks")).toBe("none");
    expect(level("खून नहीं आया, बस पूछना था कि क्या खाऊं")).toBe("none");
    expect(level("bleeding won't stop, 30 weeks")).toBe("emergency");
    expect(level("khoon ruk nahi raha 8 mahina")).toBe("emergency");
    expect(level("saans ki dikkat ya chest pain kuch nahi, bas heart rate 95 hai")).toBe("none");
  });

  it("is not alarmed by figures of speech", () => {
    expect(level("my husband will kill me if I eat another samosa lol")).toBe("none");
    expect(level("dying to know if it's a boy or a girl")).toBe("none");
    expect(level("I'm fit and want to keep fit in the second trimester")).toBe("none");
    expect(level("this dress doesn't fit anymore, 24 weeks")).toBe("none");
    expect(level("my boss is a walking migraine, how do I ask for leave?")).toBe("none");
  });

  it("knows whose symptom it is", () => {
    expect(level("my 3 yr old has 102 fever, I'm 6 months pregnant, can I catch it?")).toBe("none");
    expect(level("ससुर जी को 102 बुखार है, मैं 8 महीने की हूँ")).toBe("none");
    expect(level("my wife is 30 weeks and bleeding a lot")).toBe("emergency");
    expect(level("meri bahu ko 8 mahina hai, subah se khoon aa raha hai")).toBe("emergency");
    expect(level("he kicked me in the stomach, I'm 5 months")).toBe("emergency");
  });

  it("does not count a question in general, or an event that is over and checked", () => {
    expect(level("what are the signs of preterm labour?")).toBe("none");
    expect(level("agar paani ki thaili phat jaye to kya karein? bas jaankari chahiye")).toBe(
      "none",
    );
    expect(level("had spotting at 6 weeks, it stopped and the scan was fine, now 14 weeks")).toBe(
      "none",
    );
    expect(level("bleeding stopped yesterday, nobody has checked me")).toBe("urgent");
  });
});

describe("stage of pregnancy and after the birth", () => {
  it("treats bleeding from 20 weeks as now, earlier light bleeding as today", () => {
    expect(level("a little bit of bleeding, no pain, 24 weeks")).toBe("emergency");
    expect(level("light pink spotting when I wipe, 8 weeks, no pain")).toBe("urgent");
    expect(level("8 weeks, bleeding heavily with clots")).toBe("emergency");
    expect(level("6 weeks, stabbing pain on the left side and my shoulder tip hurts")).toBe(
      "emergency",
    );
  });

  it("treats fewer movements from 24 weeks as now (RCOG GTG 57), earlier as today", () => {
    expect(level("haven't felt her kick since yesterday, 26 weeks")).toBe("emergency");
    expect(level("bachcha hil-dul kam raha hai, 7 mahina")).toBe("emergency");
    expect(level("movements much weaker than usual, 30 weeks")).toBe("emergency");
    expect(level("20 weeks and I haven't felt kicks yet today")).toBe("urgent");
  });

  it("contractions: regular before 37 weeks is labour starting; irregular is not", () => {
    expect(level("period-like cramps coming every 10 minutes, 32 weeks")).toBe("emergency");
    expect(
      level("tightenings once or twice this evening, no pattern, went with rest, 32 weeks"),
    ).toBe("none");
  });

  it("after the birth: soaking a pad an hour is now, easing lochia is normal", () => {
    expect(level("8 days after delivery, soaking a pad every hour with big clots")).toBe(
      "emergency",
    );
    expect(level("day 12 postpartum, bleeding getting lighter, brownish, only a liner now")).toBe(
      "none",
    );
    expect(level("delivery ke 10 din baad tanko se badbu aur bukhar")).toBe("emergency");
  });

  it("a wound with pus, a smell or opening is today whenever it was made; only red is not", () => {
    expect(level("my scar is red and oozing")).toBe("urgent");
    expect(level("c-section wound is leaking pus")).toBe("urgent");
    expect(level("purane operation ke tanke me mavad aa raha hai")).toBe("urgent");
    expect(level("टांकों से बदबू आ रही है")).toBe("urgent");
    expect(level("old c section scar is itchy and red")).toBe("none");
  });

  it("a bite or scratch from an animal is today (rabies), not once the vaccine is under way", () => {
    expect(level("a stray dog bit me on the leg this morning")).toBe("urgent");
    expect(level("our cat scratched me, 20 weeks")).toBe("urgent");
    expect(level("kutte ne kaat liya aaj")).toBe("urgent");
    expect(level("गली के कुत्ते ने काट लिया है")).toBe("urgent");
    expect(level("my dog is biting his toys")).toBe("none");
    expect(level("dog bit me last week, I already got all the rabies shots")).toBe("none");
    expect(level("कुत्ते ने काटा था, रेबीज़ के इंजेक्शन लग गए")).toBe("none");
  });

  it("a bite to her son or her husband is not hers; hers beside theirs still is", () =>
    expectLevels([
      ["my dog bit my husband", "none"],
      ["my son got bitten by a stray dog", "none"],
      ["kutte ne mere bete ko kaat liya", "none"],
      ["कुत्ते ने मेरे पति को काट लिया", "none"],
      ["the neighbour's dog bit me", "urgent"],
      ["my son got bitten by a stray dog and the same dog scratched me", "urgent"],
    ]));

  it("a fall she feels fine after is still a check today; one checked or weeks ago is not", () =>
    expectLevels([
      ["कल गिर गई थी, अब ठीक हूँ", "urgent"],
      ["I fell yesterday, feel fine now", "urgent"],
      ["I fell yesterday, feel fine now, 30 weeks", "emergency"],
      ["fell 3 weeks ago, all fine now", "none"],
      ["fell down the stairs, doctor checked, all fine", "none"],
      ["slipped in the bathroom at 30 weeks, now my belly hurts", "emergency"],
    ]));

  it("a sore eye, ear or tooth alone is not a pregnancy sign", () =>
    expectLevels([
      ["my eye has been red and sore since yesterday", "none"],
      ["meri aankh kal se laal hai aur dard ho raha hai", "none"],
      ["कान में कल से दर्द हो रहा है", "none"],
      ["eye pain and blurry vision since morning", "emergency"],
      ["mera pet tight ho raha hai har 5 min aur daant me dard, 32 weeks", "emergency"],
    ]));

  it("itching hands late in pregnancy is today; a bite, or palms said fine, is not", () =>
    expectLevels([
      ["34 weeks and my hands itch so much at night", "urgent"],
      ["mosquito bite on my hand is swollen and itchy, 30 weeks", "none"],
      ["belly itches a lot, palms and soles are fine, 33 weeks", "none"],
    ]));

  it("feeling faint for a moment and fine since is not fainting", () =>
    expectLevels([
      ["felt faint for a moment in a hot bath, fine since", "none"],
      ["I fainted in the bathroom", "emergency"],
    ]));

  it("reads everyday words that look like signs as what they are", () =>
    expectLevels([
      ["सीने में जलन और गले तक खट्टा पानी आता है, 28 हफ्ते", "none"],
      ["stubbed my toe on the bed, it's a bit swollen, 37 weeks", "none"],
      ["delivery ke 4 din baad khoon normal period jitna aa raha hai", "none"],
      ["39 weeks, had a sweep, doctor said some pink mucus is expected after it", "none"],
    ]));

  it("a relative telling of low mood since the baby came is today", () =>
    expectLevels([["बच्चा होने के बाद से बहुत उदास रहती है, एक महीने से किसी से बात नहीं करती", "urgent"]]));

  it("a red eye, a lab report, a size, a cut, a normal reading are not signs", () =>
    expectLevels([
      ["my eyes are red and watering since morning, can I use eye drops? I can see fine", "none"],
      ["urine report: blood nil, sugar nil, is that normal", "none"],
      ["this dress fits so tight now, which size should I buy", "none"],
      ["finger cut while chopping, bleeding from the cut, 30 weeks", "none"],
      ["thermometer shows 98.4 but I feel hot, 28 weeks", "none"],
      ["itni garmi hai ki mar jaungi 😅 ac chala sakti hu 32 weeks", "none"],
      ["थर्मामीटर में 103 आया है और कंपकंपी, 28 हफ्ते", "emergency"],
      ["heater se naak sookh gayi, subah thoda khoon aata hai naak se, 30 week", "none"],
      ["my hip aches in bed at night, 33 weeks", "none"],
      ["गिरने के बाद कूल्हे में दर्द और नीचे से खून, 30 हफ्ते", "emergency"],
    ]));

  it("a child, an in-law or an animal is not her", () =>
    expectLevels([
      ["my 5 year old was bitten by a dog", "none"],
      ["गाय ने बछड़ा दिया तो बहुत खून निकला, यह सामान्य है?", "none"],
      ["देवर का बाइक से एक्सीडेंट हुआ था, अब ठीक है", "none"],
    ]));
});

describe("words that mean two things once spellings are folded", () => {
  it("tired muscles are not clots, a calf is not a pee, both calves are not one leg", () => {
    expectLevels([
      [
        "dono pindliyon me dard h bcz lambi walk ke baad, na sujan na laali, bas muscles thake lag rahe",
        "none",
      ],
      ["लंबी सैर के बाद दोनों पिंडलियों में दर्द, ना सूजन ना लाली, बस मांसपेशियां थकी हैं", "none"],
      ["delivery ke baad bade bade thakke aa rahe hai", "emergency"],
      ["meri left pindli me dard aur sujan hai, 30 hafte", "emergency"],
      ["peeing me dard hota hai aur jalan bhi", "urgent"],
    ]);
  });

  it("a serial's story is not hers, and 'serial me ek pregnant' is not 'main pregnant'", () => {
    expectLevels([
      [
        "kal serial me ek pregnant ladki ka accident hua aur bleeding dikhai, tab se dar lag rha, mujhe kuch nahi h waise",
        "none",
      ],
      ["kal serial dekhte hue gir gayi, ab bleeding ho rahi hai, 30 hafte", "emergency"],
    ]);
  });

  it("a twinge for a second is not constant pain: 'ek second ka break nahi' is", () => {
    expectLevels([
      [
        "sharp twinge on right side when i stand up fast, lasts a sec. 18 wks. round ligament thing?",
        "none",
      ],
      [
        "34 weeks, pet ekdum patthar jaisa tight aur continuous dard, 1.5 ghante se ek second ka relief nahi",
        "emergency",
      ],
    ]);
  });
});

describe("a relative writing for her", () => {
  it("reads her signs when a husband, father or mother-in-law tells them", () => {
    expectLevels([
      [
        "mil writing. my son's wife has a pounding head and the letters look double, 9th month",
        "emergency",
      ],
      ["husband here, she says the baby has hardly moved since last night, 33 weeks", "emergency"],
      ["pati hu, uska bp 160/110 aur keh rahi hai sab dhundhla dikh raha", "emergency"],
      [
        "father typing for my daughter, 8th month: her eyes rolled up and arms were jerking for a minute",
        "emergency",
      ],
      ["my son's wife scratches her palms and soles all night, 35 weeks", "urgent"],
      // A daughter named with her age is a child, not the pregnant one.
      ["meri beti (5 saal) ko 102 bukhar hai, main 30 weeks ki hu, mujhe kuch nahi", "none"],
    ]);
  });
});

describe("words of danger in everyday things", () => {
  it("blood, tears, burns, henna and near-falls that are not signs", () => {
    expectLevels([
      ["boss ne aaj itna khoon piya, khair kal chutti hai", "none"],
      ["the meeting was a bloodbath lol. what snacks for 7 months?", "none"],
      ["chopping onions, eyes watering and everything blurry haha, 30 weeks", "none"],
      [
        "spilled hot coffee on my shin, a small red patch, just a burn. what cream is safe?",
        "none",
      ],
      ["हीमोग्लोबिन 11.2 आया, डॉक्टर ने कहा ठीक है", "none"],
      ["geele farsh pe fisalte fisalte bachi, giri nahi, 28 week", "none"],
      [
        "our cat had kittens last night, one came out still in the water bag. is it the same for us?",
        "none",
      ],
      ["पहले बच्चे में सातवें महीने में खून आया था, इस बार 12 हफ्ते, सब ठीक है", "none"],
    ]);
  });

  it("but this time's sign after last time's story still counts", () => {
    expectLevels([
      [
        "pichli baar 40 week pe paani gira tha, is baar 34 week me hi paani tapak raha hai",
        "emergency",
      ],
      [
        "first baby takes time they say, but pains since yesterday morning and still nothing, 40 weeks",
        "emergency",
      ],
    ]);
  });
});

describe("signs in regional Hindi and in words of comparison", () => {
  it("reads a fit, fewer movements and heavy bleeding as people in Bihar or UP write them", () => {
    expectLevels([
      ["hamar mehraru ke abhi jhatka aail, daant baith gaile, 8 mahina", "emergency"],
      ["हमरा बबुआ के हलचल कल से बहुत कम हो गइल बा, 30 हफ्ता", "emergency"],
      ["20 हफ्ते, माहवारी जैसा खून, एक घंटे में पैड भर गया", "emergency"],
      ["period-like cramps every 8 minutes since lunch, 33 weeks", "emergency"],
      ["bacha hone ke 2 hafte baad bina kuch kiye bhi saans phool rahi, dil tez", "emergency"],
      ["बच्चा होने के 2 हफ्ते बाद नीचे से बदबूदार स्राव और बुखार", "emergency"],
      ["दो दिन से उल्टी, पानी भी बाहर आ जाता है, बहुत थकी हूं, 10 हफ्ते", "emergency"],
    ]);
  });

  it("leaves a sign she says is over", () => {
    expectLevels([
      ["had a uti last week, finished the course, no burning anymore. retest?", "none"],
      ["pichle hafte 101 bukhar tha, ab 3 din se bukhar nahi, 98 pe hu", "none"],
      ["felt woozy at the blood test, fine after 2 minutes and a juice", "none"],
    ]);
  });
});
