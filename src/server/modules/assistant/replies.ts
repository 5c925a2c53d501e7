import type { Language } from "../../../domain/language.ts";
import type { DangerSign, TriageResult } from "../../../domain/triage/index.ts";

type Texts = Record<Language, string>;

/**
 * What each danger sign means, said plainly (WHO SMART ANC, CDC Hear Her, NHS); thoughts
 * of harm have their own answer. The compiler asks for a text for every new sign.
 */
const SIGN: Record<Exclude<DangerSign, "self-harm">, Texts> = {
  "heavy-bleeding": {
    en: "Heavy bleeding at any time, or any bleeding from 20 weeks of pregnancy, needs a doctor straight away.",
    hi: "ज़्यादा ब्लीडिंग कभी भी हो, या गर्भावस्था के 20 हफ़्ते के बाद थोड़ी भी ब्लीडिंग हो, तो तुरंत डॉक्टर को दिखाना ज़रूरी है।",
  },
  "fluid-leaking": {
    en: "Fluid leaking from the vagina can mean your waters have broken.",
    hi: "योनि से पानी जैसा रिसाव हो तो हो सकता है कि पानी की थैली फट गई हो।",
  },
  seizure: {
    en: "A fit or seizure in pregnancy is an emergency.",
    hi: "गर्भावस्था में दौरा पड़ना इमरजेंसी है।",
  },
  "severe-headache": {
    en: "A severe or lasting headache can be a sign of pre-eclampsia (high blood pressure in pregnancy).",
    hi: "तेज़ या लगातार सिरदर्द प्री-एक्लेम्पसिया (गर्भावस्था में हाई ब्लड प्रेशर) का लक्षण हो सकता है।",
  },
  "vision-changes": {
    en: "Blurred vision, spots or flashing lights can be a sign of pre-eclampsia.",
    hi: "धुँधला दिखना, धब्बे या चमक दिखना प्री-एक्लेम्पसिया का लक्षण हो सकता है।",
  },
  "high-fever": {
    en: "A fever of 38 °C (100.4 °F) or more needs checking urgently.",
    hi: "38 °C (100.4 °F) या उससे ज़्यादा बुख़ार की तुरंत जाँच ज़रूरी है।",
  },
  breathing: {
    en: "Trouble breathing needs help right away.",
    hi: "साँस लेने में तकलीफ़ हो तो तुरंत मदद लें।",
  },
  "chest-pain": {
    en: "Chest pain or a racing heart needs checking right away.",
    hi: "सीने में दर्द या दिल की धड़कन बहुत तेज़ हो तो तुरंत जाँच कराएँ।",
  },
  "severe-abdominal-pain": {
    en: "Severe belly pain that doesn't go away needs a doctor now.",
    hi: "पेट में तेज़ दर्द जो ठीक न हो रहा हो, उसके लिए अभी डॉक्टर को दिखाएँ।",
  },
  "severe-vomiting": {
    en: "Vomiting so much that nothing stays down can dehydrate you quickly.",
    hi: "इतनी उल्टी कि कुछ भी पेट में न टिके, तो शरीर में पानी की कमी जल्दी हो सकती है।",
  },
  "reduced-movements": {
    en: "If your baby is moving less than usual or has stopped moving, get checked now — do not wait until tomorrow.",
    hi: "अगर बच्चा आम दिनों से कम हिल रहा है या हिलना बंद हो गया है, तो अभी जाँच कराएँ — कल का इंतज़ार न करें।",
  },
  "sudden-swelling": {
    en: "Sudden swelling of the face or hands can be a sign of pre-eclampsia.",
    hi: "चेहरे या हाथों पर अचानक सूजन प्री-एक्लेम्पसिया का लक्षण हो सकती है।",
  },
  "leg-clot": {
    en: "One leg that is painful, swollen, red or warm can mean a blood clot.",
    hi: "एक पैर में दर्द, सूजन, लाली या गर्माहट ख़ून के थक्के का संकेत हो सकती है।",
  },
  "preterm-contractions": {
    en: "Regular contractions before 37 weeks can be early labour.",
    hi: "37 हफ़्ते से पहले नियमित दर्द (संकुचन) समय से पहले प्रसव की शुरुआत हो सकते हैं।",
  },
  fainting: {
    en: "Fainting or passing out needs checking right away.",
    hi: "बेहोश होना या गिर पड़ना — इसकी तुरंत जाँच ज़रूरी है।",
  },
  "baby-coming": {
    en: "If you feel the urge to push or can see the baby's head, call an ambulance now.",
    hi: "अगर ज़ोर लगाने का मन हो या बच्चे का सिर दिख रहा हो, तो अभी एम्बुलेंस बुलाएँ।",
  },
  "cord-prolapse": {
    en: "If you can see or feel the cord, call an ambulance now. While you wait, kneel and lean forward on your elbows with your bottom raised, to take pressure off the cord.",
    hi: "अगर नाल (कॉर्ड) दिख रही हो या महसूस हो, तो अभी एम्बुलेंस बुलाएँ। इंतज़ार करते समय घुटनों के बल होकर कोहनियों पर आगे झुकें और कूल्हे ऊपर रखें, ताकि नाल पर दबाव कम हो।",
  },
  ectopic: {
    en: "One-sided pain low in the belly, pain at the tip of the shoulder, bleeding or feeling faint in early pregnancy can mean a pregnancy outside the womb (ectopic). It needs a hospital today, now.",
    hi: "शुरुआती प्रेग्नेंसी में पेट के निचले हिस्से में एक तरफ़ दर्द, कंधे के सिरे पर दर्द, ब्लीडिंग या बेहोशी जैसा लगना बच्चेदानी के बाहर प्रेग्नेंसी (एक्टोपिक) का संकेत हो सकता है। इसके लिए अभी अस्पताल जाएँ।",
  },
  "high-blood-pressure": {
    en: "A blood pressure of 160/110 or more, or 140/90 or more with a headache, blurred vision or swelling, can be pre-eclampsia and needs checking in hospital now.",
    hi: "ब्लड प्रेशर 160/110 या उससे ज़्यादा हो, या 140/90 या उससे ज़्यादा के साथ सिरदर्द, धुँधला दिखना या सूजन हो, तो यह प्री-एक्लेम्पसिया हो सकता है — अभी अस्पताल में जाँच करवाएँ।",
  },
  "long-labour": {
    en: "Labour pains for more than 12 hours without the baby being born need a hospital now (India's MCP card). Do not wait at home.",
    hi: "12 घंटे से ज़्यादा प्रसव पीड़ा हो और बच्चा न हुआ हो, तो अभी अस्पताल जाएँ (MCP कार्ड)। घर पर इंतज़ार न करें।",
  },
  assault: {
    en: "A blow or a kick to your belly needs checking in hospital now, even if you feel fine. You deserve to be safe: in India call 181 (women's helpline) or 112; in the USA call 911 or the National Domestic Violence Hotline 1-800-799-7233. What you tell Saathi stays private.",
    hi: "पेट पर मार या लात लगी हो, तो ठीक लगने पर भी अभी अस्पताल में जाँच करवाएँ। आपको सुरक्षित रहने का पूरा हक़ है: भारत में 181 (महिला हेल्पलाइन) या 112 पर कॉल करें; अमेरिका में 911 या नेशनल डोमेस्टिक वायलेंस हॉटलाइन 1-800-799-7233 पर। आप साथी को जो बताती हैं, वह निजी रहता है।",
  },
  "infection-after-birth": {
    en: "A bad smell from below or from stitches with fever, chills or pain after giving birth can be an infection that needs treatment today, now.",
    hi: "डिलीवरी के बाद नीचे से या टाँकों से बदबू के साथ बुख़ार, कँपकँपी या दर्द हो, तो यह इन्फ़ेक्शन हो सकता है — इसका इलाज अभी ज़रूरी है।",
  },
  "fall-injury": {
    en: "After a fall or a blow to your belly, get checked in hospital straight away, even if you feel fine — more so with pain, bleeding, leaking fluid or fewer movements.",
    hi: "गिरने या पेट पर चोट लगने के बाद, ठीक लगने पर भी तुरंत अस्पताल में जाँच करवाएँ — ख़ासकर अगर दर्द, ब्लीडिंग, पानी रिसना या बच्चे का कम हिलना हो।",
  },
};

const EMERGENCY: Texts = {
  en: "This could be serious. Please get medical help now — do not wait.",
  hi: "यह गंभीर हो सकता है। कृपया अभी डॉक्टरी मदद लें — इंतज़ार न करें।",
};
const NUMBERS: Texts = {
  en: "Call 108 or 112 in India (102 is the free ambulance for pregnant women), or 911 in the USA, or go to the nearest hospital. If you can, ask someone to stay with you.",
  hi: "भारत में 108 या 112 पर कॉल करें (गर्भवती महिलाओं के लिए 102 मुफ़्त एम्बुलेंस है), अमेरिका में 911 पर, या सबसे पास के अस्पताल जाएँ। हो सके तो किसी को अपने साथ रहने को कहें।",
};
const SELF_HARM: Texts = {
  en: "You matter, and you do not have to carry this alone. Please talk to someone right now: in India call Tele-MANAS 14416 (free, any time) or 112 in an emergency; in the USA call or text 988, or 911. If you might act on these thoughts, go to the nearest emergency department or ask someone to stay with you.",
  hi: "आप बहुत मायने रखती हैं, और आपको यह सब अकेले नहीं झेलना है। कृपया अभी किसी से बात करें: भारत में Tele-MANAS 14416 (मुफ़्त, किसी भी समय) या इमरजेंसी में 112 पर कॉल करें; अमेरिका में 988 पर कॉल या मैसेज करें, या 911 पर। अगर लगे कि आप इन विचारों पर अमल कर सकती हैं, तो सबसे पास के इमरजेंसी विभाग में जाएँ या किसी को अपने साथ रहने को कहें।",
};
/**
 * For a message about her mind that the rules do not call an emergency (decision 0005):
 * talk to her carers (today, when the rules call it urgent), and the crisis lines.
 */
const CRISIS: Texts = {
  en: "If you ever have thoughts of harming yourself or your baby, or of not wanting to be here, call Tele-MANAS 14416 (India, free, any time) or 988 (USA) straight away — you do not have to carry this alone.",
  hi: "अगर कभी ख़ुद को या बच्चे को नुक़सान पहुँचाने के, या न रहने के ख़याल आएँ, तो तुरंत Tele-MANAS 14416 (भारत, मुफ़्त, किसी भी समय) या 988 (अमेरिका) पर कॉल करें — आपको यह अकेले नहीं झेलना है।",
};
const MIND: Texts = {
  en: "How you feel matters as much as your body, and it gets better with help: please tell your doctor, midwife or ASHA how you have been feeling.",
  hi: "आपका मन भी उतना ही मायने रखता है जितना शरीर, और मदद से यह बेहतर होता है: कृपया अपने डॉक्टर, नर्स/ANM या आशा दीदी को बताएँ कि आप कैसा महसूस कर रही हैं।",
};
const MIND_TODAY: Texts = {
  en: "How you feel matters as much as your body, and it gets better with help: please call your doctor, midwife or ASHA today and tell them how you have been feeling.",
  hi: "आपका मन भी उतना ही मायने रखता है जितना शरीर, और मदद से यह बेहतर होता है: कृपया आज ही अपने डॉक्टर, नर्स/ANM या आशा दीदी को फ़ोन करके बताएँ कि आप कैसा महसूस कर रही हैं।",
};
const URGENT: Texts = {
  en: "Please call your doctor or midwife today about this so they can check you. If it gets worse — heavy bleeding, severe pain, a bad headache, blurred vision or fewer baby movements — go to hospital straight away.",
  hi: "कृपया इस बारे में आज ही अपने डॉक्टर या नर्स/ANM को फ़ोन करें, ताकि वे आपकी जाँच कर सकें। अगर हालत बिगड़े — ज़्यादा ब्लीडिंग, तेज़ दर्द, तेज़ सिरदर्द, धुँधला दिखना या बच्चे का कम हिलना — तो सीधे अस्पताल जाएँ।",
};
/** The born baby's own danger signs (WHO newborn danger signs; NHS and AAP on fever under 3 months). */
const BABY: Texts = {
  en: "About your baby: a baby under 3 months with a temperature of 38 °C (100.4 °F) or more needs a doctor straight away. So does a baby of any age who breathes fast or with effort, is not feeding, is very sleepy or hard to wake, goes floppy or stiff, has fits, looks blue or grey around the lips, or yellow down to the palms and soles: go to the nearest hospital, or call 108 or 112 in India, 911 in the USA. For anything else about your baby's health, ask your paediatrician or ASHA worker.",
  hi: "आपके बच्चे के बारे में: 3 महीने से छोटे बच्चे को 38 °C (100.4 °F) या उससे ज़्यादा बुख़ार हो, तो उसे तुरंत डॉक्टर को दिखाएँ। किसी भी उम्र का बच्चा तेज़ या ज़ोर लगाकर साँस ले, दूध न पिए, बहुत सुस्त हो या जगाने पर न जागे, ढीला पड़ जाए या अकड़ जाए, उसे दौरे पड़ें, होंठों के आस-पास नीला या सलेटी दिखे, या हथेलियों और तलवों तक पीलापन दिखे, तो भी: सबसे पास के अस्पताल जाएँ, या भारत में 108 या 112, अमेरिका में 911 पर कॉल करें। बच्चे की सेहत के बारे में बाक़ी बातें अपने बच्चों के डॉक्टर या आशा दीदी से पूछें।",
};
const UNKNOWN: Texts = {
  en: "Saathi has no reviewed answer to that yet, and would rather say so than guess. Please ask your doctor, nurse/ANM or ASHA worker — it helps to write the question down for your next check-up — and if anything feels wrong, don't wait to call them. You may also find it in Saathi's frequently asked questions.",
  hi: "इस सवाल का जाँचा हुआ जवाब अभी साथी के पास नहीं है, और अंदाज़ा लगाने से बेहतर है कि हम यह साफ़ बता दें। कृपया अपने डॉक्टर, नर्स/ANM या आशा दीदी से पूछें — सवाल लिखकर अगली जाँच में ले जाना अच्छा रहता है — और अगर कुछ भी ठीक न लगे, तो उन्हें फ़ोन करने में देर न करें। साथी के अक्सर पूछे जाने वाले सवालों में भी यह मिल सकता है।",
};

export const TRIAGE_SOURCES = [
  {
    title: "WHO recommendations on antenatal care (danger signs)",
    url: "https://www.who.int/publications/i/item/9789241549912",
  },
  {
    title: "CDC Hear Her: urgent maternal warning signs",
    url: "https://www.cdc.gov/hearher/maternal-warning-signs/index.html",
  },
  {
    title: "NHS: when to get help in pregnancy",
    url: "https://www.nhs.uk/pregnancy/related-conditions/",
  },
];

/** The emergency answer: what to do now and the numbers, before anything else. */
export function emergencyReply(result: TriageResult, language: Language): string {
  if (result.signs.includes("self-harm")) return SELF_HARM[language];
  const lines = result.signs.flatMap((sign) =>
    sign in SIGN ? [`• ${SIGN[sign as keyof typeof SIGN][language]}`] : [],
  );
  return [EMERGENCY[language], ...lines, NUMBERS[language]].join("\n");
}

export const urgentLead = (language: Language): string => URGENT[language];
/** For a message about the born baby's own fever, breathing, colour or feeding. */
export const babyLead = (language: Language): string => BABY[language];
/** For a message that speaks of her mind: her carers (today if urgent) and the crisis lines. */
export const mindLead = (language: Language, urgent: boolean): string =>
  `${(urgent ? MIND_TODAY : MIND)[language]} ${CRISIS[language]}`;
/** The crisis lines alone, after another sign's "call today". */
export const crisisLines = (language: Language): string => CRISIS[language];
/** The numbers to call, for an urgent question the library cannot answer. */
export const emergencyNumbers = (language: Language): string => NUMBERS[language];

/** Where to look when the library has no answer: the FAQ, and what to ask at check-ups. */
export const UNKNOWN_SOURCES: Record<Language, { title: string; url: string }[]> = {
  en: [
    { title: "Saathi's frequently asked questions", url: "/faqs" },
    {
      title: "NHS: your antenatal appointments (what to ask)",
      url: "https://www.nhs.uk/pregnancy/your-pregnancy-care/your-antenatal-appointments/",
    },
  ],
  hi: [
    { title: "साथी के अक्सर पूछे जाने वाले सवाल", url: "/faqs" },
    {
      title: "NHS: प्रेग्नेंसी की जाँचें (क्या पूछें)",
      url: "https://www.nhs.uk/pregnancy/your-pregnancy-care/your-antenatal-appointments/",
    },
  ],
};
export const unknownReply = (language: Language): string => UNKNOWN[language];
