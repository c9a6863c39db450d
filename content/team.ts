// PLACEHOLDERS: the company replaces each name (and confirms each role) before launch.
export const team = [
  { name: "Placeholder 01", role: "Chief Executive Officer" },
  { name: "Placeholder 02", role: "Chief Operating Officer" },
  { name: "Placeholder 03", role: "Chief Technology Officer" },
  { name: "Placeholder 04", role: "Practice lead, Data Services" },
  { name: "Placeholder 05", role: "Practice lead, AI Solution" },
  { name: "Placeholder 06", role: "Practice lead, Microsoft Consulting" },
  { name: "Placeholder 07", role: "Practice lead, Salesforce Consulting" },
  { name: "Placeholder 08", role: "Practice lead, Product Engineering and Startup Solution" },
  { name: "Placeholder 09", role: "Head of Staffing Solution" },
  { name: "Placeholder 10", role: "Head of Delivery Centres, India" },
  { name: "Placeholder 11", role: "Head of Talent and People" },
  { name: "Placeholder 12", role: "Head of Information Security and Compliance" },
];
