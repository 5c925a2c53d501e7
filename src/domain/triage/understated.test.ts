import { describe, it } from "vitest";
import { expectAll } from "../../../test/triage-corpus/expect-levels.ts";

describe("a sign played down, or buried in a message about something else", () => {
  it("is still the sign", () => {
    expectAll(
      [
        "baby is 6 days old and sleeping well! just wondering if it's ok that I fill a pad every hour, since this morning, with clots the size of a plum",
        "sorry to bother so late, my wife delivered 3 days ago and she went rigid on the bed and her arms shook, now she's very sleepy",
        "can't really catch my breath even sitting still, I stop between words on the phone. 30 weeks. which pillow helps?",
        "busy day at work, only now realised it's been very quiet inside today, hardly anything felt. 31 weeks. which crib is best?",
        "usually she does a whole dance after lunch but nothing since noon and it's 8pm. 33 weeks. names starting with R?",
        "sometimes at 4am I picture dropping him on the stairs. I'd never. just tired. how long do newborns sleep?",
        "the terrace has been looking inviting at night lately lol. 5 weeks postpartum. how do I stop hiccups?",
        "बिटिया 12 हफ्ते की है, आज दिन भर में एक घूंट पानी भी अंदर नहीं टिका, बस कमज़ोरी बोलती है",
        "neend ki goliyan alag rakh rahi hu, khaati nahi. baby 5 hafte ka. gripe water de sakti?",
        "और हाँ, आज कपड़े बदलते वक्त थोड़ा खून सा दिखा था, 8वां महीना, गर्मी से होगा शायद",
        "bahu ka paani subah toot gaya, 39 hafte, rang hara sa hai aur badbu bhi, dard abhi nahi",
      ],
      "emergency",
    );
    expectAll(
      [
        "sorry TMI but peeing feels like fire, 25 weeks, no fever. can it wait till Monday?",
        "8 हफ्ते, एक बार हल्का सा धब्बा दिखा बस, पेट में दर्द नहीं। डॉक्टर को कब बताऊँ?",
        "baar baar bathroom jaana aur jalan bhi, 21 weeks, bukhar nahi",
        "सारा दिन खुद को घसीट रही हूं, 7 महीने, आयरन की गोली बढ़ा दूँ?",
      ],
      "urgent",
    );
  });

  it("a sign's words about a tomato, a monitor, a rolling pin or an old story are not", () => {
    expectAll(
      [
        "the tomatoes in my garden split in the rain and are bleeding juice everywhere, safe to eat?",
        "the baby monitor keeps showing no motion while she naps in her crib, how do I change the alerts?",
        "my waters broke at 40 weeks with my first, now 14 weeks with my second, will it be the same?",
        "chai poori kurti pe gir gayi, daag kaise jaaye?",
        "सास के ताने सुन सुन के सिर फट रहा है, 26 हफ्ते, कितना घी ठीक है?",
        "head hurt a little yesterday when I skipped breakfast, gone after eating, nothing today. 23 weeks",
        "चाय बनाते वक्त बच्चे ने इतनी ज़ोर से लात मारी कि चम्मच गिर गया 😂 31 हफ्ते",
        "नानी बताती थीं उनकी बहन को डिलीवरी में दौरे पड़े थे, क्या ये खानदानी है? 20 हफ्ते",
        "saheli apni godh bharai mein garmi se behosh ho gayi thi, ab theek hai. main apni rasm chhoti rakhun? 27 weeks",
        "बच्चे के नाखून कब काटें?",
        "चक्कर तो मुझे बैंक के चक्कर लगा-लगा के आ गए, खाता कैसे खोलें?",
        "मेरा पहला बच्चा 14 घंटे के दर्द के बाद हुआ था, अब दूसरा 11 हफ्ते का है, इस बार भी ऐसा होगा?",
      ],
      "none",
    );
  });
});
