export const ourTeam = {
  title: "Our team",
  intro: [
    "Our people are organised into seven practices, one for each service family, so every engagement draws on a group that does the same kind of work every day. Each practice has a lead who sets its methods, reviews its designs and is accountable for the quality of what it delivers. Guilds cut across the practices, so a governance consultant and an AI engineer can solve a shared problem together.",
    "Client teams are small and mixed: an engagement lead and architect close to you, engineers and analysts in our delivery centres in Bangalore, Chennai and Coimbatore, and specialists who join when the work needs them. The leadership below is responsible for that structure, for the standards behind it and for the people who make it work.",
  ],
  rows: ["Right to Left", "Left to Right"],
};
