export const keyDifferentiators = {
  title: "Our differentiators",
  intro:
    "Plenty of firms can configure a platform. What sets a partner apart is how it engages with your people, the experience it brings to the hard parts and the depth of expertise behind the team you meet. These are the six qualities our clients mention most, and the three commitments that hold them together.",
  blocks: [
    {
      id: "engage",
      heading: "Engage",
      text: "We engage early and stay close. Discovery workshops bring business owners, technologists and risk teams into the same room, so requirements reflect how work really gets done. During delivery you have one accountable lead, a shared plan and a standing forum where decisions are made and recorded. When the project ends we stay available: through a managed service, an extended team from our staffing practice or a simple check-in after the first quarter in production.",
    },
    {
      id: "experience",
      heading: "Experience",
      text: "Our consultants have delivered governance, integration, analytics and AI programmes for banks, credit unions, insurers, healthcare providers, energy companies and growing businesses. That experience shows in the questions we ask at the start: which report a regulator will request, where a master data match will fail, which cut-over weekend clashes with quarter-end. We turn lessons from past projects into playbooks and accelerators, so each new engagement benefits from the ones before it.",
    },
    {
      id: "expertise",
      heading: "Expertise",
      text: "Our 500+ engineers and consultants include certified specialists in Informatica, Microsoft, Salesforce, Snowflake, Databricks, Collibra, Profisee and more. Guilds for governance, cloud engineering, analytics and AI keep that knowledge current and shared between offices. Architects stay hands-on through delivery, and specialists in areas such as data privacy, model risk and performance tuning join the team when the problem calls for them, rather than sitting on a slide in the proposal.",
    },
  ],
};
