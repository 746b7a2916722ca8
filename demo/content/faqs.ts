import type { DemoFaq } from "./types";

export const DEMO_FAQS: DemoFaq[] = [
  {
    category: "Admission & Hours",
    question: "How much is admission?",
    answer:
      "Adults $16 (tax included), kids 6-12 $10, and children under 6 get in free. After 8pm on Fridays and Saturdays, Late Night Date Night is 2 entries for $26.",
  },
  {
    category: "Admission & Hours",
    question: "What are your hours?",
    answer:
      "Sunday, Wednesday and Thursday 11am - 7pm; Friday and Saturday 11am - 11pm. We are closed Monday and Tuesday. Holiday hours are posted on the website and at the front desk.",
  },
  {
    category: "Admission & Hours",
    question: "Can I leave and come back the same day?",
    answer: "Yes. Keep your wristband on and you can come and go as you like until closing.",
  },
  {
    category: "Games & Play",
    question: "Do I need quarters or tokens?",
    answer: "No. Every game is on free play once you have paid admission, so play as long and as often as you like.",
  },
  {
    category: "Games & Play",
    question: "How many games do you have?",
    answer:
      "We have restored over 100 machines since we opened in 2015. Around 35 are on the floor at any time, and we rotate games in from our warehouse throughout the year.",
  },
  {
    category: "Games & Play",
    question: "What happens if a game isn't working?",
    answer:
      "Let a staff member know or scan the QR code on the machine to report it. Our technicians handle most repairs within 24-48 hours, and anything safety-related immediately.",
  },
  {
    category: "Games & Play",
    question: "Are the games suitable for kids?",
    answer:
      "Most are. Younger players love Skee-Ball, Ms. Pac-Man and Frogger, and we have step stools for the pinball machines.",
  },
  {
    category: "Parties & Events",
    question: "Can I book a birthday party or private event?",
    answer:
      "Yes. We host birthday parties, team outings and private evenings. Use the contact form on the About page and tell us your date and group size; we'll reply within a day.",
  },
  {
    category: "Parties & Events",
    question: "How do tournaments work?",
    answer:
      "Tournaments are listed on our Events page with the date, time and entry fee. Sign up at the front desk or arrive 30 minutes early; all skill levels are welcome.",
  },
  {
    category: "Buying & Selling",
    question: "Do you sell games?",
    answer:
      "Sometimes. Machines we have duplicates of, or that we are rotating out, are listed on our Games for Sale page. You can request a purchase or make an offer there.",
  },
  {
    category: "Buying & Selling",
    question: "I have an old arcade game or pinball machine. Will you buy it?",
    answer:
      "We're always interested, working or not. Visit our Sell or Donate page and send us the title, condition and a few photos. Donations help us preserve gaming history.",
  },
  {
    category: "Visiting",
    question: "Is there parking?",
    answer: "Yes, there is free parking behind the building and street parking on Orange Avenue.",
  },
  {
    category: "Visiting",
    question: "Is the museum accessible?",
    answer:
      "The museum is on one level with step-free entry and an accessible restroom. Let us know if we can help make your visit easier.",
  },
  {
    category: "Visiting",
    question: "Can I bring food and drinks?",
    answer:
      "Please don't bring outside food. Drinks with lids are fine in the lounge, but keep them away from the machines.",
  },
];
