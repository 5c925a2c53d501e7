import { describe, it } from "vitest";
import { expectAll } from "../../../test/triage-corpus/expect-levels.ts";

// Classes from tuning-40 (the mind, said aside or noticed by a relative), in our own words.
describe("thoughts of harm said aside, as a joke, a hope or a plan", () => {
  it("are an emergency", () => {
    expectAll(
      [
        "tbh if I didn't wake up one of these mornings it would honestly be a relief. baby is 7 weeks",
        "only thing that gets me through night feeds is imagining steering the car off the bridge. joking. sort of",
        "I googled how many sleeping pills it would take. not going to do it. probably. 20 weeks",
        "which of these pills would be dangerous if i took them all at once, just asking, 6 wks pp",
        "she keeps telling us soon we won't have to deal with her, and has stopped eating. baby 4 weeks",
        "I keep getting images of drowning my daughter in the tub, I'd never, but I can't bathe her now",
        "my wife says she hopes she doesn't survive the c-section, very calmly, 37 weeks",
        "everyone would save money if I disappeared for good. 24 weeks",
        "she sent me all her passwords today and won't answer her phone, her baby is 3 months",
        "giving away my books and good sarees, tying up loose ends. 33 weeks",
        "standing at the signal I thought about not stepping back when the bus came. 29 weeks",
        "tired of existing, not pregnancy tired. I wish it all would just stop. 21 weeks",
        "baby roye to mann karta hai usko zor se hila du, khud se dar lagta hai. 2 hafte ka",
        "google kiya kitni crocin se mar jate hain, bas aise hi. 7 mahina",
        "main to chahti hu operation table pe hi nikal jaun, sab ka kaam aasan",
        "jeene ki ichha hi nahi rahi, ab aur nahi jeena chahti. 8 mahina",
        "soch rahi hu so jau aur uthu hi nahi, 5 hafte pehle delivery hui",
        "sadak paar karte socha truck aa jaye to achha. delivery ke baad se aisa lagta hai",
        "wo terrace ki railing pe khadi hokar boli 'kitna aasan hoga', 8th month",
        "मैंने सोच लिया है, डिलीवरी के बाद मैं नहीं रहूंगी",
        "तुम दोनों को मेरे बिना जीना सीख लेना चाहिए, वो बार बार कहती है",
      ],
      "emergency",
    );
  });

  it("a low mood back for weeks, or tiredness past bearing, is a call today", () => {
    expectAll(
      [
        "history of depression, off my meds since the test, the old heaviness is back most days for 3 weeks. no dark thoughts",
        "she hasn't really smiled since the birth 6 weeks ago and cries most evenings, nothing about hurting herself",
        "bone-deep exhaustion at 26 weeks, a shower wipes me out",
        "thakaan bardasht se bahar hai, 9 ghante so ke baad bhi, 28 weeks",
        "ek mahine se har din roz dar lagta hai, kuch enjoy nahi kar pa rahi, 11 weeks",
        "बहू हफ्तों से चुपचाप है, हंसती नहीं, बच्चा 2 महीने का",
      ],
      "urgent",
    );
  });

  it("but dark humour and plans for somewhere else are not", () => {
    expectAll(
      [
        "pregnancy brain is killing me, put the milk in the cupboard again",
        "killer back pain after the mehndi, 31 weeks, gone after lying down",
        "agle hafte main yahan nahi rahungi, mayke ja rahi hu, wahan gynae kaise dhundhu?",
        "I can't even think about driving into the city traffic with a newborn",
      ],
      "none",
    );
  });

  it("said of her by a relative, in the third person, is still hers", () => {
    expectAll(
      [
        "my sister wants to die, 2 months postpartum",
        "my wife wishes she was dead, baby is 3 weeks",
        "my friend had dark thoughts after her baby and got therapy, she's ok now, but yesterday she said she wants to die",
        "my sister had thoughts of ending her life and got help and was doing better, but tonight she texted me that she wants to end it all",
        "didi ko pehle bhi aise khayal aate the, ilaaj liya tha theek ho gayi thi, lekin aaj phir bol rahi hai ki mar jaungi",
        "my husband says he wants to throw the baby out of the window, he is drunk, baby is 2 months",
      ],
      "emergency",
    );
  });

  it("but thoughts once had, helped and well now, a toddler's jealousy and fear of labour are not", () => {
    expectAll(
      [
        "my cousin had suicidal thoughts after her second baby and got treatment, she's fine now. should I tell my own doctor about it?",
        "I had suicidal thoughts after my first baby and got help, I'm fine now. will it come back this time? 12 weeks",
        "bhabhi ko delivery ke baad khud ko nuksan pahuchane ke khayal aate the, ilaaj liya aur ab bilkul theek hai. mujhe bhi ho sakta hai kya?",
        "मेरी दीदी को डिलीवरी के बाद मरने के ख्याल आते थे, इलाज कराया और अब बिल्कुल ठीक हैं। क्या ये खानदानी होता है?",
        "my 4 year old keeps saying he wants to throw the new baby in the bin, how do I handle it",
        "mera 3 saal ka beta bolta hai baby ko wapas hospital bhej do, jealous ho raha hai",
        "scared of labour, nothing else wrong, 36 weeks, how do I calm down?",
        "delivery ka soch ke hi darr lagta hai, 8 mahina, baaki sab theek hai",
        "डिलीवरी से बहुत डर लग रहा है, पहली बार है, 37 हफ्ते",
      ],
      "none",
    );
  });

  it("is read in the third person as in the first: she doesn't want to live, thinks about ending her life", () => {
    expectAll(
      [
        "my wife doesn't want to live anymore, she said it twice today. baby 5 weeks",
        "my sister says she doesn't want to be here anymore, 3 months postpartum",
        "she keeps saying she wants to kill herself, 30 weeks pregnant",
        "my daughter thinks about ending her life every night, she is 7 months pregnant",
        "my wife feels like hurting the baby when he cries, 4 weeks old",
        "she wishes she could disappear forever, 6 weeks after delivery",
        "bahu kehti hai ki jeene ka mann nahi karta, 8 mahine ki pregnant hai",
        "wife says she is planning to end it all after the delivery",
        "she told me she has been saving her sleeping pills, 2 months postpartum",
        "my wife said she would be better off dead, baby is 6 weeks",
        "she hopes she never wakes up, said it this morning, 35 weeks",
        "my sister-in-law says everyone would be better off without her, baby is 1 month",
        "she is thinking of jumping from the terrace, 8 months pregnant",
        "my wife has thoughts of harming our son, he is 3 weeks old",
        "she doesn't want to wake up tomorrow she said, 20 weeks",
        "my friend texted that she cant go on anymore and wants it all to end, she had a baby 2 months ago",
        "meri wife bolti hai ki wo jeena nahi chahti, baby 1 mahine ka hai",
        "bahu keh rahi thi ki wo mar jaana chahti hai, 7 mahine ki pregnant hai",
        "didi kehti hai ab aur jeene ka mann nahi hai, delivery ko 2 mahine hue",
        "वो कहती है कि अब जीना नहीं चाहती, डिलीवरी को 3 हफ्ते हुए",
        "मेरी पत्नी बोल रही थी कि वो मरना चाहती है, 8 महीने की प्रेग्नेंट है",
        "behen bolti hai sab uske bina khush rahenge, baby 2 mahine ka hai",
        "biwi keh rahi hai ki khud ko khatam kar legi, 6 hafte pehle delivery hui",
        "मेरी बहू कहती है कि वो खुद को खत्म कर लेगी, बच्चा 1 महीने का है",
        "wife ko lagta hai ki wo baby ko nuksan pahuncha degi, 3 hafte ka hai",
        "she said she wants to jump off the balcony, 3 weeks after birth",
        "I don't want to live in this world anymore, 8 weeks pp",
        "I don't want to wake up in the morning anymore",
        "she doesn't want to go on with this life",
      ],
      "emergency",
    );
  });

  it("but a job ended, a toddler who won't wake for school and a joint family are not", () => {
    expectAll(
      [
        "my husband thinks about ending his job and starting a business, I'm 20 weeks, is it a good time?",
        "my toddler doesn't want to wake up for school these days, any tips? I'm 30 weeks and exhausted",
        "honestly the house is better off without her nagging, my mil left today lol, 25 weeks",
        "my mom says I'd be better off dead than eating papaya lol is it really that bad? 10 weeks",
        "she doesn't want to live with the in-laws after the delivery, how do we handle it",
        "my daughter hopes she never wakes up before 7 on weekends haha",
        "she doesn't want to live in a joint family after marriage",
      ],
      "none",
    );
  });

  it("a means looked up and then hedged ('probably', 'pata nahi') is an emergency", () => {
    expectAll(
      [
        "kal search kiya kitni paracetamol lene se kuch hota hai. pata nahi. 3 mahine ka baby hai",
        "I looked up how many sleeping pills are too many. not going to do anything, probably. 30 weeks",
        "meri wife hamesha kehti hai 'main na rahu to tum kya karoge', ab roz kehti hai. baby 6 hafte ka",
      ],
      "emergency",
    );
  });

  it("but a dose asked with a guess, and an elder's old saying, are not", () => {
    expectAll(
      [
        "google kiya kitni folic acid ki goli ek din me leni chahiye. shayad 1? 8 weeks",
        "how many iron tablets are too many in a day? maybe 2. 20 weeks",
        "saas hamesha kehti hai 'main na rahu to is ghar ka kya hoga' unki purani aadat hai, 7 mahina chal raha",
      ],
      "none",
    );
  });
});
