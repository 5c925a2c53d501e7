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
        "my neighbour's waters broke at thirty four weeks and her son came home last week, could the same happen to me",
        "paani ki thaili phatne ka pata kaise chalega, pehla baccha hai",
        "दर्द शुरू होने पर कैसा महसूस होता है, पहली बार है",
        "मेरी भाभी को दो साल पहले डिलीवरी के बाद बहुत खून गया था, क्या मेरे साथ भी ऐसा होगा",
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
        "I feel a bit overwhelmed sometimes at 5 weeks pp, is that the baby blues?",
        "kabhi kabhi udaas lagta hai, 3 hafte se baby ke saath neend kam hai",
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
