import { describe, it } from "vitest";
import { expectAll } from "../../../test/triage-corpus/expect-levels.ts";

/** Review 5 (of the tuning-38 patterns): each once came out wrong. */
describe("a fifth outside review's probes", () => {
  it("a sign told with a story of long ago, a question, or 'he's overdue' is still the sign", () => {
    expectAll(
      [
        "i fell down the stairs on my belly, he's 1 week from due date",
        "he's 5 days overdue and I haven't felt him kick all day",
        "baby hasnt moved since morning, he's 3 days overdue, is that normal?",
        "been in labour for 14 hours at home, he's 2 days late",
        "kapde geele ho rahe baar baar pata kaise chalega ki paani ki thaili phat gayi 36 week",
        "paani ki thaili phatne par kaisa feel hota hai, mujhe neeche se geela geela lag raha hai 37 week",
        "मेरी सलवार अचानक पूरी गीली हो गई 34 हफ्ते, पानी की थैली फटने पर कैसा महसूस होता है",
        "सिर बहुत दर्द कर रहा है आंखों के आगे धुंधला, पता कैसे चलेगा कि बीपी बढ़ा है, आठवां महीना",
        "meri bhabhi ko 8 mahine me jhatke aaye the, mera sar bahut dard kar raha aur aankho ke aage dhundla, mere sath bhi aisa hoga kya",
        "my sister had preeclampsia and now i have a bad headache and swollen face, could that happen to me too?",
        "bleeding bright red at 26 weeks like my sister did before her abruption, will the same happen to me?",
        "do saal pehle miscarriage hua tha isliye dar lag raha hai ab 7 mahine me bleeding shuru ho gayi",
        "ek saal pehle shaadi hui ab 6 mahine pregnant hu aur aaj subah se paani jaisa nikal raha hai",
        "padosan aunty kehti thi ki baby raat ko kam hilta hai aaj pure din se hila hi nahi 36 week",
        "दो साल पहले भी ऐसा हुआ था अब फिर से सातवें महीने में खून आ रहा है",
        "दीदी बताती थीं कि बच्चा कम हिलता है आखिरी दिनों में आज सुबह से बिल्कुल नहीं हिला 37 हफ्ते",
        "mausi batati thi ki jhatke aana normal nahi hota meri wife ko abhi jhatke aaye 8 mahine",
        "2 weeks after c-section my leg has gone bluish purple and the veins are popping out, hard to walk",
        "my thigh looks blue and mottled and i cant put weight on it, 34 weeks",
        "my leg suddenly went cold and pale and numb, 32 weeks",
        "tang akad gayi hai aur neeli si ho gayi hai delivery ke 10 din baad",
        "neeche se kuch nikal raha hai khoon ya paani pata nahi 30 weeks",
        "नीचे से कुछ बह रहा है खून या पानी पता नहीं 32 हफ्ते",
        "पूरा दिन ठीक से कुछ नहीं खाया, पानी भी उल्टी हो जाता है",
      ],
      "emergency",
    );
    expectAll(
      [
        "my husband has covid, he's 5 days into isolation and now i have a slight fever and sore throat. pregnant, what can i take?",
        "baby is 6 weeks old and i have been crying every day for a month, sometimes i feel nothing at all",
        "i've been depressed for the past month, sometimes i cry all day",
        "since delivery 2 months ago i feel very sad most days and sometimes i dont want to see anyone",
        "3 hafte se bahut udaas rehti hu kabhi kabhi pura din roti rehti hu",
        "डिलीवरी के बाद से बहुत उदास रहती हूं कभी कभी पूरा दिन रोती रहती हूं एक महीने से",
        "din me 6 7 baar ulti hoti hai, pura din kamzori aur kuch theek nahi lagta",
      ],
      "urgent",
    );
  });

  it("a relative reporting, a mother of a child, a little tired: not hers, not a sign", () => {
    expectAll(
      [
        "hubby is on night shifts, he's 2 weeks into it and i get a mild headache in the evenings from not sleeping well, pregnant",
        "meri wife 7 mahine pregnant hai sab thik hai. didi ne phone pe bataya papa ko seene me dard hai, wife ko abhi batau ya nahi",
        "meri wife pregnant hai 5 mahine. didi ne bataya ki nani ko saans lene me dikkat hai, hospital le ja rahe",
        "मेरी पत्नी आठ महीने की गर्भवती है। दीदी ने बताया पापा को सीने में दर्द है, पत्नी को बताऊं क्या",
        "I am the mother of a 4yo girl, she fell off the bed and hit her head, she's crying. i'm 30 weeks, should i lift her?",
        "It's the mother in law staying with us, she has high BP 170/100 and headaches, i'm 32 weeks, which salt is better for her?",
        "I am the mom of a 10yo, she fainted at school assembly today, doctor says low sugar. I'm 28 weeks pregnant and stressed",
        "so ke baad bhi thodi thaki lagti hu, iron ki goli le rahi hu",
        "newborn ko sambhalne me pura din kuch nahi kar pati, khana bhi time pe nahi banta, husband help nahi karte",
      ],
      "none",
    );
  });
});

/** Review 6 (of the tuning-39 patterns): each once came out wrong. */
describe("a sixth outside review's probes", () => {
  it("a husband's own eyes, a cousin's house, 'nothing has fixed it', kicks gone: still the sign", () => {
    expectAll(
      [
        "husband here. wife is 7 months. I see a lot of blood in the toilet, I'm panicking",
        "I'm her husband. 30 weeks. I just measured the BP at home, 162/108",
        "मैं पति हूं, पत्नी 8 महीने की प्रेग्नेंट है, मुझे बिस्तर पर खून दिखा",
        "I'm 30 weeks, at my cousins house and started bleeding bright red",
        "I am 29 weeks, at lunch with colleagues, suddenly gushing fluid, can't tell if it's pee",
        "When I was 10 minutes from the hospital my water broke, 35 weeks",
        "I used to faint as a kid and I passed out in the shower this morning, 28 weeks",
        "epilepsy, 30 weeks, was seizure free for 3 yrs, husband says I had one in my sleep last night",
        "35 weeks, headache for 2 days now, tylenol, water, rest, nothing has fixed it",
        "36 weeks and the kicks are completely gone since morning",
        "31 weeks, started bleeding bright red an hour ago, checked with my home doppler and heartbeat is perfect",
        "34 weeks, sudden breathlessness while lying in bed, lips looked blue, fine in a minute but scared",
        "3 weeks pp, it had turned to white discharge, but since this evening heavy bright red bleeding again",
        "pehli baar hai isliye puch rahi hu, 32 hafte, neeche se pani jaisa kuch nikal raha hai thoda thoda",
        "पहली बार है इसलिए पूछ रही हूं, 8 महीने में हल्का खून आया है",
        "nearly fainted twice in the shower at 30 weeks with pounding headache, will I faint in the shower again?",
        "7 mahine, colostrum aur spotting dono ke kapdo pe daag aa rahe hain",
        "manager ke saamne hi sir ka dard itna tez hua ki ulti ho gayi, 35 hafte, bp 150/98",
        "8 mahine, hospital me chakkar aaya aur gir gayi jab fees bharne line me thi",
        "mann karta hai mar jaungi, zindagi boring ho gayi hai, baby ke baad kuch accha nahi lagta",
        "kapde geele ho rahe baar baar pata kaise chalega ki paani ki thaili phat gayi 36 week",
        "paani ki thaili phatne par kaisa feel hota hai, mujhe neeche se geela geela lag raha hai 37 week",
      ],
      "emergency",
    );
  });

  it("breast pads, 39.2 weeks, sugars kept down, letters to the kids: not a sign", () => {
    expectAll(
      [
        "leaking so much milk, changed my breast pads like 6 times today lol",
        "28 weeks, lots of white discharge, changed my pad 3 times today, no itching no smell",
        "26 weeks, back pain so bad, changed the heating pad to a new one and it helps a bit",
        "39.2 and losing my mucus plug, no contractions yet. FTM, is this normal?",
        "weight 41.5 hai abhi, 5 mahina, doctor ne bola kam hai, kya khau?",
        "I was shaking all over from anxiety before my glucose test lol, results were fine",
        "When I saw the positive test I was shaking all over, so excited!!",
        "GD at 30 weeks and I can't keep my fasting sugars down even with diet, doc wants insulin",
        "34 weeks and I can't keep my blood pressure down at home readings 128/82, is that ok?",
        "7 mahine ki pregnant hu, beta 3 saal ka hai raat ko bed geela karta hai, chadar roz geeli",
        "naak se pani bar bar aa raha hai, zukam hai, 6 mahina, kaunsi dawa lu?",
        "I can't even think about driving into Manhattan traffic with a newborn, do we need a car seat base?",
        "Hospital bag packed! Writing little letters to my kids so they don't feel left out, mom will look after my son while I'm in hospital",
        "Should I be thinking of pressing a pillow over my c section scar when I cough? it hurts so much",
        "itna acha kabhi nahi laga na ulti na chakkar na thakan 5 mahina",
        "Never slept this much lol no headaches no swelling no bleeding 30 weeks",
        "2 saal pehle aaj hi ke din mera paani toot gaya tha 32 hafte me, aaj beta 2 saal ka ho gaya",
        "pichli delivery me ab tak ki sabse zyada bleeding hui thi, is baar kya dhyan rakhu? 6 mahina",
        "my legs are so achy from standing all day at work, 26 weeks",
      ],
      "none",
    );
  });
});

/** Review 7 (of the tuning-40 patterns): each once came out wrong. */
describe("a seventh outside review's probes", () => {
  it("a dose asked, a bus awaited, a rattle shaken, a move to mayka: not harm", () => {
    expectAll(
      [
        "I googled how many dolo I can take, is 3 ok",
        "dr which of my tablets are dangerous if i take them all together? iron calcium and thyroid",
        "praying that she doesn't wake up before 6 so i can shower",
        "my mil keeps saying she hopes i dont make it through labour without epidural lol",
        "if i didn't wake up at 3am to pee every night it would be such a relief",
        "truck aa jaye to achha, furniture ka saman abhi tak nahi aaya",
        "bus aa jaye to achha, 1 ghante se stop pe khadi hu",
        "mann karta hai usko zor se hila du, itna jhunjhuna pasand hai baby ko",
        "dil karta hai use maar du, husband ne phir se gila towel bed pe chhoda",
        "so jau aur uthu hi nahi subah tak, itni neend aa rahi hai",
        "डिलीवरी के बाद मैं नहीं रहूंगी ससुराल में, मायके जाऊंगी",
        "husband ko bola mere bina rehna seekh lo, delivery ke liye mayke ja rahi hu",
        "delivery pe hi nikal jaungi ghar se seedha hospital, bags ready hai",
        "terrace pe kapde dalna kitna asan hai naye ghar me",
        "if i just disappeared forever from this whatsapp group nobody would notice lol, leaving group",
        "10 ghante sone ke baad bhi subah fresh lagta hai",
        "thakan bardasht se bahar hai aaj, shaadi me poora din khadi rahi",
        "giving away my old sarees, feeling low these days cause nothing fits",
        "i just want it all to end already lol 40+3 and no sign of labour, kitna aasan hoga jab baby bahar aa jayega",
      ],
      "none",
    );
  });

  it("blurred 'dhundhli', kicks gone after lying down, a leak not understood: still the sign", () => {
    expectAll(
      [
        "nazar dhundhli ho gayi hai achanak, 36 week",
        "pani girne wali baat nahi samjhi doctor ne, abhi bhi leak ho raha hai 35 week",
        "movements were gone after lying down for an hour, usually very active at night",
        "kicks gone after lying down and drinking cold water, 37 wks, nothing for 3 hrs",
      ],
      "emergency",
    );
  });
});

/** Review 8 (of review 7's narrowing): each once came out wrong. */
describe("an eighth outside review's probes", () => {
  it("fits that go on, wishes not to wake, a truck wished for, a baby shaken: still the sign", () => {
    expectAll(
      [
        "Wife 35 weeks, we sprinkled water on her face but nothing, fits still coming",
        "Maa ji ne muh pe pani chhidka but nothing, fits ruk nahi rahe. 9 month pregnant hai",
        "Called 108 twice nothing, fits not stopping, wife 34 weeks please help",
        "Sometimes I think if I don't wake up tomorrow it would be a relief for everyone",
        "Sometimes I think if I didn't wake up at all it would be a relief for everyone",
        "I keep checking which of my BP tablets are dangerous if I took them all",
        "I searched how many sleeping pills is too many. I'm so tired of everything",
        "my wife is 3 months postpartum and she told me she hopes she doesn't wake up",
        "I hope I don't make it through the night",
        "Sometimes I feel if I just vanished forever from this world nobody would even notice",
        "I want my life to end already. Im such a burden on everyone",
        "Kal raat google kiya ki kitni goliyan khane se kuch ho jata hai. Bas thak gayi hu sabse",
        "Sach bolu to delivery ke time hi chali jaun to achha hai",
        "Bhagwan se roz bolti hu delivery ke time hi nikal jaun",
        "Kabhi kabhi dil karta hai koi truck aa jaye to achha",
        "Road cross karte hue mann karta hai koi gaadi aa jaye to achha, 7 mahine ki pregnant hu",
        "Jab wo raat bhar rota hai to mann karta hai usko zor se hila du. 2 mahine ka hai bas",
        "डिलीवरी के बाद मैं नहीं रहूंगी तुम बच्चे को संभाल लेना",
        "ऑपरेशन के बाद मैं नहीं रहूंगी ये मुझे पता है",
        "मेरे बिना रहना सीख लो तुम सब, थक गई हूं",
        "My wife is giving away her old sarees and books to her sisters, and says she feels hopeless all the time",
        "Baby is kicking fine but temp 101 w chills since morning, 30 weeks",
        "Wife is 32 weeks. Doctor checked her yesterday all normal. Tonight 101.8 w shivering",
      ],
      "emergency",
    );
  });

  it("exhaustion past bearing these days is a call today", () => {
    expectAll(
      ["Delivery ke baad se thakaan bardasht se bahar hai aajkal, 5 hafte ho gaye"],
      "urgent",
    );
  });

  it("searching, pain gone when moving, 'X wali baat nahi', a husband not picking up: not a sign", () => {
    expectAll(
      [
        "Maine bahut dhundha par pregnancy wala pillow nahi mila",
        "Hum log naye ghar ke paas hospital dhundhenge, abhi 28 weeks hai",
        "Didi mere liye ek achhi dai dhundhiye na delivery ke baad ke liye",
        "Papa ne delivery ke liye accha hospital dhundha hai, 30 weeks",
        "Maine apni purani reports dhundhi par mili nahi, doctor ko dikhani hai",
        "Sasural wale bol rahe hai ki achhi japa maid dhundhenge delivery ke baad ke liye",
        "The sharp pain I was getting when moving is gone now, 32 weeks",
        "The ache in my hips when moving is all gone since I got the pregnancy pillow, 31 weeks",
        "Round ligament pain when moving is gone after using a belly band, 29 wks",
        "Acid reflux when moving is completely gone since I stopped spicy food, 35 wks",
        "the cramps from the baby moving are gone after a warm bath, 33 weeks",
        "Bleeding wali baat nahi hai, bas thoda white discharge hai, 30 weeks",
        "Bukhar wali baat nahi hai, bas thoda zukaam hai 26 weeks",
        "Chakkar wali baat nahi thi, bas bhook lagi thi, 28 weeks",
        "Ulti wali baat nahi hai ab, 18 weeks me sab normal lag raha",
        "Pani girne wali baat nahi hai, bas pasina bahut aata hai raat ko, 36 weeks",
        "Mild headache while feeding baby gone after lunch and water, 10 days pp",
        "हॉस्पिटल बैग की सब तैयारी कर ली है, पति कॉल नहीं उठा रहे मीटिंग में हैं, 38 हफ्ते",
        "सब तैयारी कर ली है डिलीवरी की, बस मम्मी कॉल नहीं उठा रही",
        "मम्मी कॉल नहीं उठा रही, मां के बिना पहली डिलीवरी का सोच के अजीब लग रहा है",
        "Had a fight with my sister, she is at work and won't answer her phone. I want to tell her I'm sorry for everything, should I just text? 20 weeks and so emotional lol",
      ],
      "none",
    );
  });
});

/** Review 9 (of review 8's changes and the third-person reading): each once came out wrong. */
describe("a ninth outside review's probes", () => {
  it("a grown daughter's thoughts, 'at all', a story that turns, 'nahi pata', 'dhundhala': still the sign", () => {
    expectAll(
      [
        "My daughter keeps saying she wants to throw the baby out of the window. She delivered 3 weeks ago and barely sleeps",
        "my daughter told me she wants to throw the baby in the dustbin, she is crying all the time since delivery",
        "Meri beti bolti hai baby ko uthake phek dungi, delivery ko 20 din hue hain, raat bhar soti nahi",
        "Meri beti kehti hai baby ko maar dungi, delivery ko 3 hafte hue",
        "I don't want to live at all anymore. 2 months postpartum and nothing feels worth it",
        "Since the miscarriage i don't want to live at all",
        "ghar pe kisi ko bleeding wali baat nahi pata, 30 weeks hu aur abhi bhi ho rahi hai",
        "maine doctor se bleeding wali baat nahi ki, 32 weeks ho gaye",
        "Saas ko paani girne wali baat nahi pata, 34 week hai",
        "My wife had PPD after our first child, got treatment and was doing well. Now 3 weeks after our second she keeps saying I just want to die",
        "Delivery 10 din pehle hui thi, mummy se help mili, body ab theek hai. Mann karta hai khud ko khatam kar du",
        "Pichli baar depression hua tha, dawai li aur theek ho gayi thi. Ab dusri delivery ke baad mann karta hai khud ko khatam kar du",
        "पिछली डिलीवरी के बाद डिप्रेशन हुआ था, इलाज हुआ और ठीक हो गई थी। अब दूसरी डिलीवरी के बाद मन करता है खुद को खत्म कर दूं",
        "डिलीवरी को 20 दिन हुए थे, घर वालों से मदद मिली और अब ठीक हूं। फिर भी मन करता है खुद को खत्म कर लूं",
        "Very scared of labour. I think it has started, I'm only 33 weeks",
        "प्रसव से बहुत डर लगता है, और लगता है शुरू हो गया है, अभी 33 हफ्ते ही हैं",
        "I'm 37 weeks and with the kicks gone since lunch I'm panicking",
        "35 weeks, with baby movements gone since morning what should I do",
        "Subah se sab dhundhala dikh raha hai, 36 weeks",
        "dhundhali nazar aa rahi hai kal se, 35 weeks",
        "I want to tell my husband I'm sorry for everything. Please take care of my son",
        "I need to text my mom I'm sorry for everything. she will look after my daughter",
        "I'd be better off dead than living like this",
        "My wife keeps saying she would be better off dead than living like this, 5 weeks after delivery",
        "She doesn't want to live at all, just lies in bed since the delivery",
        "My daughter said she wants to hit the baby when he cries, she had him 2 weeks ago",
      ],
      "emergency",
    );
  });

  it("rats, pumping, a swaddle, a bus stop, a move to Delhi, 'nothing fits again': not a sign", () => {
    expectAll(
      [
        "My husband keeps thinking about killing the rats in our kitchen lol, any safe way with a newborn at home?",
        "I'm thinking about ending my maternity leave early, is 3 months too soon to go back?",
        "6 months postpartum, thinking about ending pumping. how to reduce supply slowly?",
        "Baby sleeps much happier without her swaddle, is that ok at 2 months?",
        "My mom went back to Delhi, honestly I would manage better if she was here for the first month",
        "Googled how much paracetamol is too much for a pregnant woman, internet says different things",
        "Husband is doing night feeds tonight, if I don't wake up even once it will be such a relief",
        "What if I just disappeared for good from these family groups lol, so many forwards",
        "Postpartum 3 months, nothing fits again 😭 gained so much",
        "Pregnancy me nothing fits aajkal, kya pehnu",
        "Wish life would just stop for one day so I can catch up on sleep 😂",
        "My husband just wants to sleep forever on weekends, zero help with baby",
        "My wife doesn't want to continue her job after delivery, how to support her?",
        "My wife doesn't want to live here after the baby comes, wants to shift to Pune near her parents",
        "Husband doesn't want to wake up to help with baby at night, so tired",
        "My 4 year old son wants to hurt the baby when I feed her, is this normal jealousy?",
        "Bhabhi says she wants to drop her son at our place daily, I'm 7 months pregnant, too much?",
        "Soch rahi hu delivery ke time chali jau mummy ke paas ya yahin karu?",
        "Mann karta hai koi bus aa jaye to achha, 40 min se stop pe khadi hu",
        "Mere bina rehna seekh lo tum sab, main 2 mahine ke liye mayke ja rahi hu 😂",
        "डिलीवरी के बाद मैं नहीं रहूंगी दिल्ली में, पति का ट्रांसफर हो रहा है",
        "डिलीवरी के बाद मैं नहीं रहूंगी सास के साथ, अलग फ्लैट ले लिया है",
      ],
      "none",
    );
  });
});
