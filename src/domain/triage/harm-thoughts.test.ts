import { describe, expect, it } from "vitest";
import { expectAll } from "../../../test/triage-corpus/expect-levels.ts";
import { speaksOfTheMind, triage } from "./index.ts";

const level = (text: string) => triage(text).level;

/**
 * Thoughts of ending her life or harming the baby, as people say them without the words
 * (CDC Hear Her, NIMH warning signs): our own wording of the classes tuning set 24 showed.
 */
describe("thoughts of harm said without saying them", () => {
  it("hears a plan: the means with her intent, a lethal dose asked, a fan and a dupatta", () => {
    expect(level("every morning at the station i think about stepping forward")).toBe("emergency");
    expect(level("kabhi lagta hai chuhe marne ki dawa hi kha lu, sab ko aaram")).toBe("emergency");
    expect(level("नींद की गोलियां कितनी लें कि फिर उठे ही न")).toBe("emergency");
    expect(level("roz sochti hu pankhe se dupatta baandh lu")).toBe("emergency");
    expect(level("i keep wishing i'd fall asleep and never wake up")).toBe("emergency");
    expect(level("भगवान से रोज़ कहती हूं कि सुबह ही न हो")).toBe("emergency");
  });

  it("hears pills hoarded, a prayer to be taken, no right to live, and preparations made", () => {
    expect(level("ive been stockpiling my sleeping pills, about 20 now")).toBe("emergency");
    expect(level("roz bhagwan se kehti hu ki mujhe utha le, 6 hafte ka beta hai")).toBe(
      "emergency",
    );
    expect(level("मेरे जैसी माँ को जीने का कोई हक़ नहीं")).toBe("emergency");
    expect(level("raat ko search kiya phanda kaise bandhte hai")).toBe("emergency");
    expect(
      level("If anything happens to me my mom takes the baby. I moved my savings into her name."),
    ).toBe("emergency");
    // One arrangement alone is a family's ordinary plan.
    expect(level("my mom takes the baby on sundays so i can rest. is decaf ok?")).toBe("none");
    expect(level("picked up my iron tablets from the pharmacy and put them in the drawer")).toBe(
      "none",
    );
  });

  it("hears a sudden calm after goodbyes, and a future she does not plan to see", () => {
    expect(level("wrote notes to my husband and my mom tonight. i feel strangely calm now")).toBe(
      "emergency",
    );
    expect(
      level("no point buying the big stroller, not planning on being around much longer"),
    ).toBe("emergency");
    expect(level("my son deserves a better mum and he'd have one if i was gone")).toBe("emergency");
    expect(level("अब मेरा जाना ही लिखा है, मेरे बाद बच्चों को मम्मी संभाल लेंगी")).toBe("emergency");
    expect(level("दो हफ़्ते से हर बात से घबराहट होती है, हाथ काँपते हैं, 7वाँ महीना")).toBe("urgent");
  });

  it("leaves alone a labour she feared, a helpline asked about, milk that boiled over", () => {
    expectAll(
      [
        "labour was so long i thought i was going to die, but she's here and perfect. 3 wks pp",
        "is 988 for suicide or also for general stress? just saving numbers",
        "आज दूध तीन बार उबलकर गिर गया, दिमाग़ ख़राब हो गया",
        "wo movie ab tak dimag me ghoom rahi hai, pregnancy me aisi movies avoid karu?",
      ],
      "none",
    );
  });

  it("hears a goodbye, things given away, and wanting to be with the baby who died", () => {
    expect(level("bye everyone. please look after my son for me")).toBe("emergency");
    expect(level("sabko alvida, meri beti ka dhyan rakhna")).toBe("emergency");
    expect(
      level("after the stillbirth she says she wants to be with him, and gave her jewellery away"),
    ).toBe("emergency");
    expect(level("मेरी दोस्त ने सारा सामान बांट दिया, कहती है अब मेरी किसी को ज़रूरत नहीं")).toBe(
      "emergency",
    );
  });

  it("hears voices about the baby and urges to hurt it", () => {
    expect(level("i hear a voice telling me the baby is not mine")).toBe("emergency");
    expect(level("mann karta hai usko zameen pe patak du, 5 weeks ka hai")).toBe("emergency");
  });

  it("hears preparations for not being there, and a mind not her own after the birth", () => {
    expect(
      level("after I'm gone my sister will raise the kids, I wrote it down. so tired of it all"),
    ).toBe("emergency");
    expect(
      level("mere jaane ke baad bachhe nani ke paas rahenge, sab likh diya hai, ab himmat chahiye"),
    ).toBe("emergency");
    expect(
      level(
        "she is 10 days after delivery, hasn't slept for 4 nights and says the tv talks to her",
      ),
    ).toBe("emergency");
    expect(level("बीवी डिलीवरी के बाद घर वालों को पहचान नहीं रही, तीन रात से सोई नहीं")).toBe(
      "emergency",
    );
  });

  it("is not alarmed by a film, a blanket, a pile of laundry or a baby's due date", () => {
    expect(level("फिल्म में हीरोइन पुल से कूद जाती है, मैं बहुत रोई")).toBe("none");
    expect(level("i want to disappear under a duvet for a day lol, is heartburn normal")).toBe(
      "none",
    );
    expect(level("so done with being pregnant, when is this baby coming out?")).toBe("none");
    expect(level("my things are all given away to my sister, she needs baby clothes more")).toBe(
      "none",
    );
    expect(level("if something happens to me in the c-section, who signs for the baby?")).toBe(
      "none",
    );
    expect(level("is the suicide helpline only for emergencies or can i call when stressed?")).toBe(
      "none",
    );
    expect(level("will the doctor put me on medication or is talk therapy enough?")).toBe("none");
  });

  it("flags feeling no bond with the baby as a call today", () => {
    expect(level("बच्चे से कोई लगाव नहीं लगता, 6 हफ्ते का है")).toBe("urgent");
    expect(level("I don't feel any bond with my baby, he is 2 months")).toBe("urgent");
  });

  it("an outside review's cases: a word elsewhere does not hide a goodbye, nor does 'not suicidal'", () => {
    expectAll(
      [
        "my husband is my hero. bye everyone, please look after my son for me",
        "kal news me dekha tha. sabko alvida, meri beti ka dhyan rakhna",
        "I'm not suicidal, but I wrote letters to my kids, nobody needs me",
      ],
      "emergency",
    );
  });

  it("an outside review's cases: everyday words of the means, the mind or a farewell are not", () => {
    expectAll(
      [
        "We switched the baby to formula, is it ok to stop breastfeeding suddenly?",
        "Lost my voice from a cold, are lozenges ok while breastfeeding?",
        "बच्चे को दूध पिलाती हूं, डायपर का ब्रांड बदल दिया, रैश है",
        "hospital bag me kapde, dupatta, diapers sab ready hai, aur kya rakhun?",
        "शाम को छत पर बैठी थी, मच्छरों ने काटा, डेंगू की चिंता है",
        "I gave the baby clothes away after my miscarriage, now 8 weeks pregnant, is that bad luck?",
        "Thank you for everything! My mother will look after my baby when I'm back at work",
      ],
      "none",
    );
    for (const text of ["iron on an empty stomach?", "baby is struggling to latch"])
      expect(speaksOfTheMind(text), text).toBe(false);
    expect(speaksOfTheMind("क्या यह चिंता की बात है?")).toBe(false);
    expect(speaksOfTheMind("अब मेरी किसी को ज़रूरत नहीं")).toBe(true);
  });
});

describe("the net leaves lasting low mood to the rules", () => {
  it("weeks of crying are a call today, standing at the edge looking down is now", () => {
    expectAll(["I have been crying most days for three weeks since the birth"], "urgent");
    expectAll(["आज छत की मुंडेर पर खड़ी होकर बहुत देर नीचे देखती रही, अब कुछ अच्छा नहीं लगता"], "emergency");
  });
});

describe("a relative reporting what she said or did", () => {
  it("a wish not to wake, a dose asked, goodbyes and things given away, a threat to the baby", () => {
    expectAll(
      [
        "my sister-in-law, 7 months along, told me tonight she'd like to go to sleep and never wake up",
        "bhabhi pooch rahi thi ki neend ki kitni goliyan khane se insaan mar jata hai, 6 mahine ki hai",
        "मेरी ननद पूछ रही थी कि कितनी गोलियां खाने से आदमी मर जाता है, डिलीवरी को 3 हफ्ते हुए",
        "my cousin texted 'tell mum I'm sorry for everything' and now she isn't answering, she's 8 months",
        "behen ne msg kiya 'papa ko sorry bol dena sab ke liye' aur phone nahi utha rahi, 32 hafte",
        "she keeps saying the kids would be happier without her, and yesterday she gave away her wedding jewellery",
        "wo kehti hai uske bina sab khush rahenge, aur kal apne saare kapde baant diye, baby 1 mahine ka",
        "वो कहती है कि वो न रहे तो सब ठीक हो जाएगा, पांचवां महीना है, कई दिन से खाना नहीं खा रही",
        "bahu bol rahi thi ki agar ye phir roya to main isko kuch kar dungi, baby 20 din ka hai",
        "she looked up how many paracetamol are too many and has been giving her things away all week",
        "bhabhi baar baar kehti hai 'mere bina sab khush rahenge' aur kal apne gehne baant diye, baby 2 mahine ka",
      ],
      "emergency",
    );
  });

  it("the same words in everyday use are not", () => {
    expectAll(
      [
        "my mother-in-law keeps telling me I'll bleed like she did at my delivery. 35 weeks, all fine",
        "how many paracetamol can I take in a day for a toothache at 20 weeks?",
        "thank you for everything, the diet chart really helped, 30 weeks now",
        "I gave away the maternity clothes that no longer fit, 34 weeks, what do I wear now lol",
      ],
      "none",
    );
  });
});

describe("tired of existing, a crash pictured, the baby's death pictured without grief", () => {
  it("hears them in each language", () => {
    expectAll(
      [
        "honestly just tired of existing. found myself thinking about how to make that happen, 30 wks",
        "what if i just steered into the truck on the highway, i keep picturing it. not joking. 5 weeks pp",
        "zinda rehna hi thaka deta hai, raat bhar sochti rehti hu kaash koi off button hota mere liye",
        "जीना ही थका देता है, सोचती रहती हूँ कि कैसे सब बंद कर दूँ, कोई तैयारी कर ली है",
        "numb all day. if he just stopped breathing i wouldn't even be sad. keep thinking how to make that happen",
      ],
      "emergency",
    );
  });

  it("tiredness, a near miss on the road and someone else's story are not", () => {
    expectAll(
      [
        "tired of existing in maternity leggings lol, when can I wear jeans again? 6 weeks pp",
        "almost drove into a pole yesterday because of baby brain, is forgetfulness normal at 34 weeks?",
        "traffic was terrible and the truck in front braked hard, baby kicking fine, 28 weeks",
      ],
      "none",
    );
  });
});

describe("a time chosen to be alone, thanks that close, things given with calm (from T37)", () => {
  it("hears them in each language, written by her or by a relative", () => {
    expectAll(
      [
        "everyone leaves for the wedding on friday and i'll have the house to myself. i've made up my mind. just wanted someone to know",
        "jab sab log mandir chale jayenge tab sab khatam, faisla kar liya hai. 32 hafte",
        "रात को जब सब सो जाएंगे, तब सब खत्म कर दूँगी, मैंने तय कर लिया है",
        "sent 'love you always' to all my friends tonight. mum will look after my baby. 4 weeks pp",
        "sabko 'love you' bhej diya aaj raat, ab mera kaam khatam, baby 3 hafte ka",
        "इतने दिन मेरी बात सुनने के लिए आप सबका शुक्रिया। मेरे जाने के बाद मुन्ने को कोई कमी न हो",
        "my sister had her baby 3 weeks ago, cried for days, and now she's suddenly very calm and gave her gold bangles to mum",
        "bahu ne apne saare suits aur gehne nanad ko de diye aur ab ekdum calm hai, delivery ko 20 din hue",
        "दीदी ने फोन पर कहा 'मेरे बेटे का ध्यान रखना' और रोते हुए फोन काट दिया, डिलीवरी को 2 हफ्ते हुए",
        "i've been setting two of my xanax aside every night for a while now. 31 weeks",
        "roz mummy ki neend ki goli nikaal ke purse me rakh rahi hu, 15 ho gayi",
        "कितनी नींद की गोलियाँ एक साथ खाने से कोई फिर नहीं उठता? थक गई हूँ सबसे",
        "i keep measuring the dupatta against the fan in my mind. 7 months",
        "रोज़ शाम नदी के किनारे देर तक खड़ी रहती हूँ, नीचे पानी देखती हूँ। बेटी 1 महीने की है",
      ],
      "emergency",
    );
  });

  it("an ordinary plan, a thank-you, clothes passed on and a calm baby are not", () => {
    expectAll(
      [
        "everyone's out for the wedding on friday so i'll have the house to myself, planning a long nap lol. 30 weeks",
        "jab sab so jayenge tab main bhi so jaungi, aajkal neend achhi aa rahi hai. 28 hafte",
        "thank you for everything, the diet tips really helped, baby is 2 weeks old and doing great",
        "gave my maternity clothes to my cousin, she's due in march. so happy to fit my jeans again",
        "बच्चा सो गया, हम दोनों अब शांत हैं, आज का दिन अच्छा रहा",
        "I've decided to breastfeed and use formula at night, is that ok at 3 weeks pp?",
      ],
      "none",
    );
  });
});
