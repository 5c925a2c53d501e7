import { describe, expect, it } from "vitest";
import { expectAll } from "../../../test/triage-corpus/expect-levels.ts";
import { triage } from "./index.ts";

/**
 * Probes from two outside reviews of the 2026-11-29 changes (a helper who had not written the
 * rules invented them against the new patterns): each once came out wrong.
 */
describe("an outside review's probes", () => {
  it("a real emergency is not hidden by a history, a noise or a someone-else rule", () => {
    expectAll(
      [
        "Pregnant with my first and bleeding heavily, 30 weeks",
        "I'm in my last stage of pregnancy and bleeding heavily since morning",
        "I'm bleeding heavily, this happened 2 years ago too. 30 weeks",
        "Bahut khoon aa raha hai, ye 2 saal pehle bhi hua tha. 30 hafte",
        "Headache and blurry vision, it was like this in my first pregnancy too, 35 weeks",
        "My scans were all perfect but today I'm bleeding heavily, 30 weeks",
        "Heavy bleeding since morning, called the doctor and she agreed I should come in. 32 weeks",
        "30 hafte, bahut bleeding ho rahi hai, doctor ne scan karwaya hai kal subah",
        "Fainted twice today, the nurse agreed I should go to hospital, 30 weeks",
        "I was eating fruit and suddenly started bleeding a lot at 30 weeks",
        "Drank pomegranate juice for my hb and today I noticed bleeding 32 weeks",
        "My wife delivered 5 days ago so she is not pregnant anymore, she has fever 103 and smelly discharge",
        "Meri wife ki 5 din pehle delivery hui, ab pregnant nahi hai, use 103 bukhar hai aur badbu wala discharge",
        "Ambulance ki info chahiye jaldi, wife ko fits aa rahe hai",
        "Everything's fine at home, baby's kicks have stopped since yesterday, 36 weeks",
        "Everything's ok here, just some bleeding and cramps since morning, 32 weeks",
        "Husband had fever last week, it's gone now. Thermometer shows 102.5 for me today, 30 weeks",
        "Beta ka bukhar utar gaya. Mera 103 aa raha hai thermometer me, 30 hafte",
        "Abhi 102.6 hai, bahar ke khane se hua lagta hai, 30 hafte",
        "Pani aaj bilkul nahi ruk raha, sab ulti ho jata hai, 10 hafte",
        "Khoon aaj bilkul nahi ruk raha, 30 hafte",
        "No food has stayed down for 2 days, vomiting 15 times a day, 10 weeks",
        "Haven't been able to eat properly for 3 days, vomiting everything, even water comes back up, 12 weeks",
        "At 20 weeks the scan was fine. Now at 32 weeks I fainted in the bathroom",
        "Bleeding stopped an hour ago but I'm still having bad pain, 32 weeks. Had a fall 2 weeks ago",
        "Nearly passed out at the pharmacy while paying the bill, 30 weeks",
        "Labetalol is giving me a headache, bp 145/95 today, 35 weeks",
        "Tension se sir phat raha hai, 36 hafte, BP 150/100",
        "Bhabhi 8 mahine pregnant hai, bhabhi ne apni dawai li phir bahut khoon aa raha hai",
        "My kick counter app says no movement for 3 hours, 35 weeks",
      ],
      "emergency",
    );
    for (const text of ["लगातार चक्कर आ रहे हैं, 30 हफ्ते", "lagatar chakkar aa rahe hai, 30 hafte"])
      expect(triage(text).level, text).not.toBe("none");
  });

  it("everyday words near the new patterns raise no alarm", () => {
    expectAll(
      [
        "Should I do something to my baby's nappy rash?",
        "The balcony looks so inviting with all the new plants",
        "So tired at 34 weeks, I could sleep and not get up till noon",
        "My gynae moved to Pune, is it better if I go to him or find someone new?",
        "It would be easier if we were gone before the traffic starts",
        "Saas chhat pe bula rahi hai kapde sukhane, 7 mahine, chadhna theek hai?",
        "Iron ki goli side me rakh di, baad me khaungi",
        "Meri doctor chhutti pe hai, wo nahi rahi to dusri doctor theek rahegi?",
        "मेरी डॉक्टर छुट्टी पर हैं, वो नहीं रहीं तो किसको दिखाएं?",
        "How many paracetamol tablets are too many in a day? I have a bad toothache",
        "Which pills are safe for a headache in pregnancy? How many tablets are too many per day?",
        "Clinic isn't answering, please tell Dr Mehta I'm sorry I missed my appointment",
        "Mummy ko sorry bol dena, aaj nahi aa paungi, Mummy phone nahi utha rahi",
        "Chehre pe kale dhabbe dikhe hai, 24 hafte, kya ye normal hai",
        "Kapde pe haldi ka dhabba laga, kaise saaf karu? 30 hafte",
        "चेहरे पर काले धब्बे दिखे हैं, 24 हफ्ते",
        "Trying to stay calm inside even though work is stressful, 30 weeks",
        "It's so quiet inside the house since my husband left for work, 33 weeks",
        "BP 128/82 mm Hg this morning, 30 weeks, feeling good",
        "My sugar won't stay down even with diet, 28 weeks",
        "The baby won't stay down for naps, 3 weeks postpartum",
        "Baby cries most of the day, is it colic?",
        "Aaj shaadi me itna naache, had se zyada thak gayi hu",
      ],
      "none",
    );
    for (const text of [
      "Ye ulti wala phase jaldi khatam ho jaye to achha",
      "Feeling so low today, husband isn't picking up my calls",
      "Feeling really low on energy lately. Gave away all my old jeans",
      "Feeling a bit low today, the letters I have written for the baby's memory box",
      "Woke up with a stiff neck and my hands shake a bit when I'm hungry, 26 weeks",
      "My legs feel stiff after yoga and my hands were trembling from the AC",
      "My hb is very low, I take iron every single day, 28 weeks",
    ])
      expect(triage(text).level, text).not.toBe("emergency");
  });
});

describe("a second outside review's probes", () => {
  it("a faint today, a report 'for your information', a fall near a cup word", () => {
    expectAll(
      [
        "I fainted twice this morning, the ECG last month was normal. 28 weeks",
        "I passed out in the shower an hour ago, my scans have been perfect. 30 weeks",
        "Fainted in the kitchen 20 min ago, doctor checked me last week and said all fine, 34 weeks",
        "Mummy behosh ho gayi thi? nahi, main. Aaj subah bathroom me behosh ho gayi, doctor ne pichle hafte checkup kiya tha sab theek tha. 7 mahina",
        "aapki knowledge ke liye, mujhe 38 week me fits aaye abhi",
        "info ke liye bata rahi hu, mera paani beh gaya hai, 36 weeks",
        "gyan ke liye bata du, biwi ko 102 bukhar hai abhi, 8 mahina",
        "Couldn't sleep, severe pain on right side of my belly, 34 weeks",
        "chai banate hue kitchen me gir gayi, pet ke bal, 7 mahina chal raha hai",
        "छत पर कपड़े सुखाते हुए गिर गई, पेट के बल, 7 महीने की प्रेग्नेंट हूं",
        "Severe belly pain came on suddenly in my first hour at work, 30 weeks, can't stand up",
        "theek se kha nahi pa rahi, din me 10-12 ulti, paani bhi nahi ruk raha, 10 hafte",
        "बीवी को बुखार है, पारा 103 तक पहुंच गया",
      ],
      "emergency",
    );
  });

  it("germs killed by boiling, a quiet house, city air, 'low key', an old checked faint", () => {
    expectAll(
      [
        "How many minutes to kill germs when boiling baby bottles?",
        "Thinking of throwing her a surprise baby shower next month, any ideas?",
        "Thinking about dropping him at daycare when I go back to work",
        "bottle kitni der ubalne se mar jate hain germs?",
        "32 weeks, kids at school so the house is so quiet inside today, finally resting",
        "I can't seem to get a good breath of fresh air in this city, so polluted lol, 20 weeks",
        "I'm low key nervous about tomorrow's scan, been shopping every single day lol, 28 weeks",
        "passed out once in the first trimester, the ECG and echo were normal, now 26 weeks and nothing since. can i fly?",
        "first trimester mein ek baar behosh hui thi, ECG echo sab normal aaya, ab 25 weeks aur tab se kuch nahi. flight le sakti?",
      ],
      "none",
    );
  });
});

describe("a third outside review: years gone by, a drive pictured, 'सच में', tired of existing", () => {
  it("signs beside a marriage's or a wait's years, and a drive into something pictured", () => {
    expectAll(
      [
        "shadi ke 8 saal hue tab ye baby hua 34 week chal raha hai sir me bahut tez dard aur aankho ke aage dhundhla",
        "sar me bahut tez dard hai aur dhundla dikh raha hai, 3 saal ho gaye BP ki dawai le rahi hu, 34 weeks",
        "kai saal ho gaye itna tez sir dard nahi hua jitna aaj ho raha hai aur dhundla dikh raha hai 36 week",
        "32 weeks and bleeding a lot since morning, it's been 5 years since my last pregnancy so idk what's normal",
        "30 weeks, bleeding since morning soaking pads, it's been 3 years since the last time I was pregnant",
        "pet me bahut tez dard ho raha hai aur khoon bhi aa raha hai, kai saal ho gaye is baby ka intezaar karte, 7 mahine",
        "शादी को 5 साल हो गए अब 32 हफ्ते की प्रेगनेंट हूं और आज सुबह से बहुत खून आ रहा है",
        "शादी के 10 साल हुए तब जाकर ये बच्चा ठहरा 8 महीने चल रहा है सिर में बहुत तेज दर्द और धुंधला दिख रहा है",
        "baby 2 din se bilkul nahi hil raha 36 weeks, 5 saal ho gaye try karte karte ye baby mila hai",
        "pani jaisa kuch nikal raha hai neeche se 33 week, 10 saal ho gaye shaadi ko",
        "mujhe abhi daura pada haath pair akad gaye, 3 saal hue mirgi ki dawai band kiye, 28 week pregnant",
        "ulti band hi nahi ho rahi pani bhi nahi tik raha, 2 saal ho gaye shaadi ko, 10 week",
        "mera jeene ka mann nahi karta, 3 saal ho gaye shaadi ko koi khushi nahi, 5 mahine pregnant",
        "bas mar jaana chahti hu, kai saal ho gaye ye sab sehte sehte",
        "suicide ke khayal aate hai 2 saal ho gaye, ab 6 mahine pregnant hu",
        "pati ki naukri gayi to maara, 7 mahine pregnant hu",
        "पति की नौकरी छूटी तो मारा, 7 महीने की प्रेगनेंट हूं",
        "jeena hi thaka deta hai, sochti hu gaadi divider me ghusa du, 7 mahine pregnant",
        "i keep imagining steering into a wall on the expressway, 2 weeks postpartum",
        "मन करता है गाड़ी किसी ट्रक में घुसा दूं, सब खत्म हो जाए, 6 हफ्ते पहले डिलीवरी हुई",
        "क्या मुझे सच में डॉक्टर के पास जाना चाहिए बच्चे की हलचल बिल्कुल बंद है 36 हफ्ते",
      ],
      "emergency",
    );
  });

  it("an old fit with years gone by, his chest pain, myths asked, traffic and a whale's tiredness", () => {
    expectAll(
      [
        "कॉलेज में मिर्गी के दौरे पड़ते थे, 10 साल हो गए, अब दवा भी बंद है, 20 हफ्ते की प्रेगनेंट हूं",
        "shaadi ko 4 saal ho gaye aur ab 9 hafte ki pregnant hu, baby ki movement feel nahi hoti abhi",
        "my husband's job is so stressful, he has had chest pain and sweating for an hour",
        "pati ki naukri ki tension me unko seene me dard ho raha hai",
        "सच में पपीता खाने से ब्लीडिंग हो जाती है?",
        "सच में नौवें महीने में पानी की थैली फट जाती है तो पता चलता है?",
        "सच में सातवें महीने में ब्लीडिंग हो जाए तो बच्चा बच जाता है?",
        "38 weeks and so tired of just existing as a whale, want this baby out, how to make that happen naturally?",
        "tired of just existing at 40 weeks lol, won't be needing these maternity jeans much longer",
        "stuck in traffic sitting in the car for an hour, baby kicking like crazy lol",
        "what's the point of leaving early, traffic is always bad",
        "googled which route avoids traffic to the hospital for my 36 week checkup",
        "hubby stuck in traffic, hasn't reached home yet",
        "got everything planned for the baby shower, the truck with the decorations comes at 4",
        "itna traffic hai gaadi gali me mod du kya",
        "thinking about driving into the city tomorrow for my anatomy scan, husband won't be around to take me",
        "26 weeks and I'm talking so fast today after my glucose drink lol. won't be needing that sugar again",
        "I want a water birth at home, how to make that happen? my doula says I'll feel like I'm outside my body lol. 30 weeks",
      ],
      "none",
    );
  });
});

describe("a fourth outside review: time alone, denials, kicks, the end of me, a unit misspelt", () => {
  it("a lie after a denial, a refusal, a kick, a fit, a fever misspelt, climbing or 'jwar'", () => {
    expectAll(
      [
        "At my 6 week check the nurse asked if I had thoughts of hurting myself and I said no because I'm fine. I lied. I think about ending my life every night",
        "Mummy ne khana banane ko bola, maine mana kiya kyunki nahi aata. Sach bolu to mann karta hai mar jaun",
        "सास ने खाना बनाने को कहा, मैंने मना किया क्योंकि सच में नहीं आता। मन करता है मर जाऊं",
        "He kicked me in the side last night when we were fighting, I'm 30 weeks",
        "My husband kicked me in the ribs during a fight, 28 weeks pregnant, it hurts to breathe",
        "Boyfriend got drunk and kicked me right in the belly button, I'm 25 weeks",
        "I'm a burden to everyone. Tonight will be the end of me.",
        "I'll walk to the river after everyone sleeps, tonight is going to be the end of me",
        "When everyone is asleep tonight, it will be the end of me",
        "Texted my husband sorry for everything. My son and I both feel calm now.",
        "my wife is 34 weeks she had a fit her dress got wet, she is ok now and talking",
        "Bahu had a fit in her saree at the puja, she's 8 months pregnant, now sleeping",
        "2 weeks after my c section, 38.6 celcius since morning, feeling awful",
        "30 weeks pregnant, 102 farenheit since last night",
        "3 days after c-section, 102 and climbing since lunch",
        "jwar 102 chal raha hai kal raat se, 7 mahine pregnant hu",
      ],
      "emergency",
    );
  });

  it("her own weeks of crying beside a friend's illness", () => {
    expectAll(
      [
        "How do I support a friend going through PPD when I'm struggling myself? I cry most days and can't enjoy anything for the last 3 weeks",
      ],
      "urgent",
    );
  });

  it("decisions, evenings alone, trains and rivers, phones off and gold kept safe", () => {
    expectAll(
      [
        "Last day at work before maternity leave! Sent everyone a thank you and goodbye email. I've decided I'm not going back until baby turns one.",
        "I've decided to binge Netflix when everyone goes to sleep tonight, no more guilt",
        "Induction tomorrow, it's all planned! Set an alarm for 4 am to reach the hospital by 6",
        "When everyone leaves after the naming ceremony, I've decided I'm sleeping for 12 hours straight 😴",
        "Jab sab so jayenge tab main aaram se apni series dekhungi, decide kar liya hai 😄",
        "जब सब सो जाएंगे तब मैं चुपके से आइसक्रीम खाऊंगी, मैंने सोच लिया है",
        "maine soch liya hai is baar delivery mummy ke yaha hogi, unka ghar nahar ke paas hai",
        "I've decided we're doing our babymoon at Pawna lake next month!",
        "ट्रेन से मायके जाने का फैसला कर लिया है, डिलीवरी वहीं होगी",
        "ट्रेन का टिकट देख रही हूं कितने बजे की है, मायके जाना है",
        "Mayke aayi hu, shaam ko nadi kinare ghanto baithi rahi mummy ke saath, bahut maza aaya",
        "Baby is 2 now, I've decided to sell the crib and bassinet, won't be needing them anymore",
        "Hubby and I talked and I've decided to stop pumping. My part is done, he's 1 year old now!",
        "Gave my jewellery to my mom for safekeeping before the c-section tomorrow, she'll also look after my son while I'm in hospital",
        "Baby shower ke baad sabko thank you bhej diya. Ab koi tension nahi, sab acche se ho gaya",
        "Aaj thoda udas thi, mera phone band ho gaya tha charging khatam hone se, kisi se baat nahi hui",
        "मम्मी से झगड़ा हुआ, उन्होंने फोन काट दिया, तब से थोड़ी उदास हूं",
        "My toddler keeps grabbing my iron tablets so I've started keeping them away every night on the top shelf",
        "Iron ki goli roz nikaal ke dabbe me rakh rahi hu taaki bhool na jau",
        "Maternity leave started! My work is over, goodbye office. Been counting down every day for weeks",
      ],
      "none",
    );
  });
});
