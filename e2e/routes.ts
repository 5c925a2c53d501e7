/** Every public path of the route table (000 §2) with its heading in each language. */
export const PUBLIC_ROUTES = [
  {
    path: "/",
    en: "Your intelligent companion for every stage of pregnancy",
    hi: "गर्भावस्था के हर पड़ाव पर आपकी समझदार साथी",
  },
  { path: "/dashboard", en: "Baby & Me", hi: "बेबी और मैं" },
  { path: "/symptom-tracker", en: "Symptom Tracker", hi: "लक्षण ट्रैकर" },
  { path: "/doctor-report", en: "Doctor report", hi: "डॉक्टर के लिए रिपोर्ट" },
  { path: "/mindfulness", en: "Mindfulness", hi: "माइंडफुलनेस" },
  { path: "/diet-exercise", en: "Diet & Exercise", hi: "आहार और व्यायाम" },
  { path: "/faqs", en: "FAQs & Resources", hi: "सवाल-जवाब और जानकारी" },
  { path: "/baby-names", en: "Baby Names", hi: "बच्चों के नाम" },
  { path: "/waitlist", en: "Join the waitlist", hi: "वेटलिस्ट में जुड़ें" },
  { path: "/contact", en: "Contact support", hi: "सहायता से संपर्क करें" },
  { path: "/privacy", en: "Privacy Policy", hi: "गोपनीयता नीति" },
  { path: "/terms", en: "Terms of Service", hi: "सेवा की शर्तें" },
  { path: "/disclaimer", en: "Medical Disclaimer", hi: "चिकित्सा अस्वीकरण" },
  { path: "/auth", en: "Join Saathi", hi: "साथी से जुड़ें" },
  { path: "/verify-email", en: "Verify your email", hi: "अपना ईमेल वेरिफ़ाई करें" },
  { path: "/reset-password", en: "Reset your password", hi: "अपना पासवर्ड रीसेट करें" },
  { path: "/chat", en: "Chat with Saathi", hi: "साथी से चैट करें" },
  { path: "/tests", en: "Tests & Appointments", hi: "टेस्ट और अपॉइंटमेंट" },
] as const;

export const NOT_FOUND = {
  en: { title: "404 Page Not Found", text: "Did you forget to add the page to the router?" },
  hi: { title: "404 पेज नहीं मिला", text: "क्या आप इस पेज को राउटर में जोड़ना भूल गए?" },
} as const;
