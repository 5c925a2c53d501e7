import { describe, it } from "vitest";
import { expectAll } from "../../../test/triage-corpus/expect-levels.ts";

/**
 * Review 10 (of review 9's fixes, the third person, hedged means and the net's new gates): each
 * once came out wrong, most of them because a look-alike's guard or a pattern's exclusion
 * reached too far ("nothing helped fits again", a 19-year-old mother read as a toddler,
 * "thinking about ending it every time", "at this rate", "for good", साँस folded into सास).
 */
describe("a tenth outside review's probes", () => {
  it("hidden emergencies are emergencies again", () => {
    expectAll(
      [
        "my wife is 34 weeks she had a fit this morning, gave her the medicine nothing helped fits again now",
        "she is 36 weeks, we tried water on face nothing works fits again and she is not answering",
        "wife 8 month pregnant, doctor ki tablet di nothing hua fits aaye dobara, please help",
        "im 19 year old mom and i want to hurt the baby when she cries all night",
        "my 19 year old daughter says she wants to hurt the baby, she had him 3 weeks ago and wont hold him",
        "i dont want to continue my life like this, every day is the same darkness",
        "i dont want to go on a single day more like this",
        "wife says everyone would manage better without her and she has stopped eating",
        "i keep thinking about ending it every time the baby cries",
        "been thinking about ending it with rat poison, it's under the sink",
        "i think about dying all the time since my son was born",
        "i feel like shaking him hard to make him stop crying",
        "i want to smother her with a pillow when she wont stop screaming",
        "i might hurt the baby at this rate, i havent slept in 4 days",
        "sometimes i hope i dont wake up tomorrow for good",
        "i wish my life would just end for the sake of everyone",
        "sometimes i just want life to end, 3 weeks after my csection",
        "i want to disappear until everyone forgets me",
        "mere bina rehna seekh lo sab, main hamesha ke liye ja rahi hu",
        "मेरे बिना रहना सीख लो सब, मैं हमेशा के लिए जा रही हूं",
        "mann karta hai koi train aa jaye to accha, sab khatam ho jaye",
        "डिलीवरी के बाद मैं नहीं रहूंगी दुनिया में, बच्चे का ध्यान रखना",
        "मुझे सांस को लेकर बहुत दिक्कत हो रही है, 8 महीने की प्रेगनेंट हूं",
        "हर सांस के साथ घरघराहट हो रही है और बहुत तेज़ चल रही है, 8 महीने की प्रेगनेंट हूं",
        "29 weeks, my belly keeps going hard 6 or 7 times in the last hour, not painful but they are not regular",
        "32 hafte, pet baar baar tight ho raha hai kabhi kabhi 5 min me kabhi 10 min me, niche dabav bhi hai",
        "32 हफ्ते, पेट बार बार कड़ा हो रहा है, कभी कभी 5 मिनट में कभी 10 मिनट में, नीचे दबाव भी है",
        "since my c section i feel nothing at all, crying for 3 weeks, i look at my baby and think about the window",
        "meri 19 saal ki beti bolti hai baby ko maar dungi, delivery ko 2 hafte hue",
        "honestly i'd be better off dead than a burden to everyone",
        "i am better off dead than a mother like me, baby deserves someone better",
        "डिलीवरी के बाद मैं नहीं रहूंगी इस दुनिया में",
        "i keep thinking what if i disappeared forever from my son's life, he'd be better",
        "meri wife 9 mahine pregnant hai, dawai di par nothing happened fits aaye fir se",
        "34 weeks, tightening since morning irregular but getting closer, some pressure low in my pelvis",
        "3 weeks after delivery i feel nothing at all, crying all day for weeks, keep looking at the balcony",
      ],
      "emergency",
    );
  });

  it("everyday messages with a guard's words are not raised", () => {
    expectAll(
      [
        "my elder son keeps saying he wants to throw the baby in the dustbin lol sibling jealousy is real",
        "our older one says she wants to hit the baby with her doll, normal sibling thing?",
        "my son is 3 and keeps saying he wants to hit the baby, how do i stop this jealousy",
        "mera bada beta bolta hai baby ko maar dunga, 5 saal ka hai par bahut jealous hai",
        "i want to hit the baby section at lulu mall this weekend, what do i need for a newborn",
        "i just want to pinch my baby's chubby cheeks all day lol",
        "i feel like pinching my daughter's cheeks every time she smiles",
        "delivery ke baad mujhe khudkushi ke khayal aane lage the, therapy li aur ab bilkul theek hun. kya is baar bhi ho sakta hai?",
        "डिलीवरी के बाद खुद को खत्म करने के ख्याल आने लगे थे, थेरेपी ली, अब बिल्कुल ठीक हूं। क्या इस बार भी होगा?",
        "planning a trip to the river next week with family. maybe. is a 3 hour car ride ok at 28 weeks?",
        "we might go to the lake house for diwali. not sure. can i travel at 30 weeks?",
        "kal nadi kinare picnic ka plan hai. shayad. 7 mahine me jana theek hai?",
        "कल नदी किनारे घूमने जाएंगे। शायद। क्या 7 महीने में जाना ठीक है?",
        "गांव में कुएं का पानी पीते हैं। पता नहीं। क्या प्रेगनेंसी में उबाल कर पीना चाहिए?",
        "iron ki goli galti se do ek saath kha li. pata nahi. kuch hoga kya?",
        "found my old folic acid tablets in the drawer, expired last month. not sure. can i still take them?",
        "maine google kiya kitni crocin lene se kuch nuksaan hota hai pregnancy me, sar dard tha. pata nahi. koi batao",
        "labour se bahut dar lag raha hai, 9th month start ho gaya hai",
        "डिलीवरी से बहुत डर लगता है, मेरी छुट्टी शुरू हो गई है",
        "dhundhali subah me walk karna safe hai kya pregnancy me",
        "bathroom ki khidki dhundhali ho jati hai bhaap se, garam pani se nahana safe hai?",
        "with the kicks gone up into my ribs now, how do i get comfy at night",
        "need to tell my mil im sorry for everything, i was so moody in the first trimester. she will take care of my daughter while i go for the scan",
        "khoon wali baat nahi kisi tarah ki, bas safed pani aata hai thoda",
        "pehli delivery ke baad mann me marne ka khayal aaya tha, ilaj karaya ab bilkul theek hun, ab dusri baar pregnant hu",
        "पहली डिलीवरी के बाद मन में मरने का ख्याल आया था, इलाज कराया अब ठीक हूं, अब फिर से प्रेग्नेंट हूं",
        "लेबर से बहुत डर लगता है, नौवां महीना शुरू हो गया है",
        "सास से बहुत परेशानी है, हर बात में टोकती हैं",
        "the kicks have gone up higher now at 34 weeks, is that normal?",
        "googled how many pills are too many when pregnant because i took my prenatal twice today. not sure. should i worry?",
        "my husband wants to beat our son at ludo every single night haha",
      ],
      "none",
    );
  });

  it("the classes behind them, in our own words", () => {
    expectAll(
      [
        // Tightenings with no pattern, five or more an hour before 37 weeks (ACOG, NHS).
        "my belly went hard 5 times in an hour at 31 weeks, no pain with it",
        "ghante me 6 baar pet tight hua, 32 hafte, dard nahi",
        // Breath with its nasal mark is never the mother-in-law.
        "सांस फूल रही है बहुत और होंठ नीले पड़ रहे हैं, 30 हफ्ते",
        // Pills saved up, told across a sentence's clauses; a time to stop being a bother.
        "बहू नींद की गोलियां जमा कर रही है, पूछो तो कुछ नहीं बताती, बच्चा 2 महीने का",
        "i wont bother anyone much longer, the baby will be fine with my mom",
        "delivery ke baad marne ke khayal aate the, ilaj karaya, theek thi par ab phir se wahi khayal aa rahe hain",
      ],
      "emergency",
    );
    expectAll(
      [
        "tightened twice in an hour at 30 weeks, went away when i rested",
        "tummy went tight 2 times in an hour at 30 weeks, no pain, stopped when i lay down",
        "सास के साथ अस्पताल जा रही हूं चेकअप के लिए, 28 हफ्ते",
        "सास की बहुत याद आ रही है, वो गांव गई हैं",
        "calcium ki goliyan jama karke rakhi hain almari me, expiry dekhni hai",
        "baby will be fine with my mom while i go back to work next month, any tips for pumping?",
        "he beat me at chess again lol",
      ],
      "none",
    );
  });
});
