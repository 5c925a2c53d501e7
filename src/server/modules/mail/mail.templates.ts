import type { Language } from "../../../domain/language.ts";

export const EMAIL_TYPES = [
  "welcome",
  "verification",
  "password-reset",
  "password-changed",
  "account-exists",
  "support-confirmation",
] as const;
export type EmailType = (typeof EMAIL_TYPES)[number];

export interface EmailData {
  firstName: string;
  appOrigin: string;
  /** The verification or reset link, for the emails that carry one. */
  link?: string;
}

type Template = { subject: string; paragraphs: (d: EmailData) => string[] };

const SUPPORT = "support@saathi.care";

const EN: Record<EmailType, Template> = {
  verification: {
    subject: "Confirm your email for Saathi",
    paragraphs: (d) => [
      `Hello ${d.firstName},`,
      "Welcome to Saathi. Please confirm your email address by opening this link:",
      d.link ?? "",
      "The link works for 24 hours and only once. If you did not sign up for Saathi, you can ignore this email.",
    ],
  },
  welcome: {
    subject: "Welcome to Saathi",
    paragraphs: (d) => [
      `Hello ${d.firstName},`,
      "Your Saathi account is ready. Ask the companion any pregnancy question, follow your pregnancy week by week and keep your own journal — in English or Hindi.",
      `Open Saathi: ${d.appOrigin}`,
      "Saathi gives general information, not medical advice. If something feels wrong, call your doctor. In an emergency call 108 or 112 in India, or 911 in the USA.",
    ],
  },
  "password-reset": {
    subject: "Reset your Saathi password",
    paragraphs: (d) => [
      `Hello ${d.firstName},`,
      "We received a request to reset your Saathi password. To choose a new one, open this link:",
      d.link ?? "",
      "The link works for 1 hour and only once. If you did not ask for this, ignore this email: your password stays the same.",
    ],
  },
  "account-exists": {
    subject: "Someone tried to sign up with your email",
    paragraphs: (d) => [
      `Hello ${d.firstName},`,
      "Someone, perhaps you, just tried to create a Saathi account with this email address. You already have an account: sign in with it.",
      `Sign in: ${d.appOrigin}/auth`,
      `Forgotten your password? Choose a new one at ${d.appOrigin}/reset-password. If this was not you, you can ignore this email: nothing has changed.`,
    ],
  },
  "password-changed": {
    subject: "Your Saathi password was changed",
    paragraphs: (d) => [
      `Hello ${d.firstName},`,
      "The password of your Saathi account was just changed, and every device was signed out. If this was you, there is nothing more to do.",
      `If it was not you, reset your password now at ${d.appOrigin}/reset-password and write to us at ${SUPPORT}.`,
    ],
  },
  "support-confirmation": {
    subject: "We received your message",
    paragraphs: (d) => [
      "Hello,",
      "Thank you for writing to Saathi support. Your message has reached us, and someone from our team will reply to this email address, usually within two working days.",
      `Until then, answers to common questions are at ${d.appOrigin}/faqs.`,
      "We cannot give medical advice by email. If something feels wrong, call your doctor. In an emergency call 108 or 112 in India, or 911 in the USA.",
      "If you did not write to us, you can ignore this email.",
    ],
  },
};

const HI: Record<EmailType, Template> = {
  verification: {
    subject: "साथी के लिए अपना ईमेल पक्का करें",
    paragraphs: (d) => [
      `नमस्ते ${d.firstName},`,
      "साथी में आपका स्वागत है। अपना ईमेल पता पक्का करने के लिए यह लिंक खोलें:",
      d.link ?? "",
      "यह लिंक 24 घंटे तक और सिर्फ़ एक बार काम करेगा। अगर आपने साथी पर साइन-अप नहीं किया है, तो इस ईमेल को अनदेखा कर दें।",
    ],
  },
  welcome: {
    subject: "साथी में आपका स्वागत है",
    paragraphs: (d) => [
      `नमस्ते ${d.firstName},`,
      "आपका साथी खाता तैयार है। अब आप गर्भावस्था से जुड़ा कोई भी सवाल पूछ सकते हैं, हफ़्ते-दर-हफ़्ते अपनी गर्भावस्था पर नज़र रख सकते हैं और अपनी डायरी लिख सकते हैं — हिंदी या अंग्रेज़ी में।",
      `साथी खोलें: ${d.appOrigin}`,
      "साथी सामान्य जानकारी देता है, डॉक्टरी सलाह नहीं। अगर कुछ ठीक न लगे, तो अपने डॉक्टर को फ़ोन करें। इमरजेंसी में भारत में 108 या 112, और अमेरिका में 911 पर कॉल करें।",
    ],
  },
  "password-reset": {
    subject: "अपना साथी पासवर्ड रीसेट करें",
    paragraphs: (d) => [
      `नमस्ते ${d.firstName},`,
      "हमें आपका साथी पासवर्ड रीसेट करने का अनुरोध मिला है। नया पासवर्ड चुनने के लिए यह लिंक खोलें:",
      d.link ?? "",
      "यह लिंक 1 घंटे तक और सिर्फ़ एक बार काम करेगा। अगर यह अनुरोध आपने नहीं किया, तो इस ईमेल को अनदेखा कर दें — आपका पासवर्ड नहीं बदलेगा।",
    ],
  },
  "account-exists": {
    subject: "किसी ने आपके ईमेल से साइन अप करने की कोशिश की",
    paragraphs: (d) => [
      `नमस्ते ${d.firstName},`,
      "किसी ने, शायद आपने, अभी इस ईमेल पते से साथी पर नया खाता बनाने की कोशिश की। आपका खाता पहले से है: उसी से साइन इन करें।",
      `साइन इन करें: ${d.appOrigin}/auth`,
      `पासवर्ड भूल गई हैं? ${d.appOrigin}/reset-password पर नया पासवर्ड चुनें। अगर यह आपने नहीं किया, तो इस ईमेल को अनदेखा कर सकती हैं: कुछ नहीं बदला है।`,
    ],
  },
  "password-changed": {
    subject: "आपका साथी पासवर्ड बदल दिया गया है",
    paragraphs: (d) => [
      `नमस्ते ${d.firstName},`,
      "आपके साथी खाते का पासवर्ड अभी बदला गया है, और सभी डिवाइस से साइन आउट कर दिया गया है। अगर यह आपने किया है, तो कुछ और करने की ज़रूरत नहीं है।",
      `अगर यह आपने नहीं किया, तो अभी ${d.appOrigin}/reset-password पर अपना पासवर्ड रीसेट करें और ${SUPPORT} पर हमें लिखें।`,
    ],
  },
  "support-confirmation": {
    subject: "हमें आपका संदेश मिल गया है",
    paragraphs: (d) => [
      "नमस्ते,",
      "साथी सहायता को लिखने के लिए धन्यवाद। आपका संदेश हम तक पहुँच गया है। हमारी टीम से कोई आम तौर पर दो कामकाजी दिनों के अंदर इसी ईमेल पते पर जवाब देगा।",
      `तब तक, अक्सर पूछे जाने वाले सवालों के जवाब ${d.appOrigin}/faqs पर देखें।`,
      "हम ईमेल से डॉक्टरी सलाह नहीं दे सकते। अगर कुछ ठीक न लगे, तो अपने डॉक्टर को फ़ोन करें। इमरजेंसी में भारत में 108 या 112, और अमेरिका में 911 पर कॉल करें।",
      "अगर आपने हमें नहीं लिखा, तो इस ईमेल को अनदेखा कर दें।",
    ],
  },
};

const SIGNATURE: Record<Language, string> = {
  en: "With care,\nSaathi",
  hi: "शुभकामनाओं के साथ,\nसाथी",
};

function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}

function htmlParagraph(text: string): string {
  const escaped = escapeHtml(text).replaceAll("\n", "<br>");
  return /^https?:\/\/\S+$/.test(text)
    ? `<p><a href="${escaped}" style="color:#be185d;font-weight:600">${escaped}</a></p>`
    : `<p>${escaped}</p>`;
}

/** The email in the user's language, as text and as HTML. */
export function renderEmail(type: EmailType, language: Language, data: EmailData) {
  const template = (language === "hi" ? HI : EN)[type];
  const paragraphs = [...template.paragraphs(data), SIGNATURE[language]];
  const text = paragraphs.join("\n\n");
  const html =
    `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;` +
    `line-height:1.6;color:#1c1917;max-width:560px;margin:auto;padding:16px">` +
    `<p style="font-size:20px;font-weight:700;color:#9d174d">${language === "hi" ? "साथी" : "Saathi"}</p>` +
    paragraphs.map(htmlParagraph).join("") +
    `</body></html>`;
  return { subject: template.subject, text, html };
}
