export const nupmat = {
  title: "NUPMAT",
  tagline: "Know the gap, close the gap, get placed.",
  intro: [
    "NUPMAT is our career-enhancement platform, delivered as software as a service. It helps students and graduates see how their skills compare with what employers actually ask for, then gives them a structured way to close the difference through courses, mentoring and practice assessments.",
    "The same platform gives institutions a clear view of placement readiness across their cohorts, and gives corporate recruiters a consistent, evidence-based way to find candidates. It draws on the data, analytics and AI work we do for clients every day, applied to the problem of getting people into the right first role.",
  ],
  features: [
    {
      title: "AI/ML skill-gap reports",
      text: "Machine-learning models compare each learner's assessed skills with the requirements of target roles and produce a personal report that explains, in plain language, which gaps matter most and why.",
      icon: "brain-circuit",
    },
    {
      title: "Mentoring",
      text: "Learners are matched with working professionals and faculty mentors who review progress, answer questions about real jobs and help set realistic goals for the next stage.",
      icon: "messages-square",
    },
    {
      title: "Skill courses",
      text: "Short, practical courses in programming, data, cloud, communication and aptitude are recommended from the skill-gap report, so time goes where it will make the biggest difference.",
      icon: "book-open",
    },
    {
      title: "Dashboards and reports",
      text: "Role-based dashboards show progress for an individual, a class, a department or a whole institution, with reports that placement officers and recruiters can export and share.",
      icon: "layout-dashboard",
    },
    {
      title: "Placement-assessment score",
      text: "A single, explainable readiness score built from assessments, course completion and mentor feedback, showing learners and institutions how close each candidate is to being placement-ready.",
      icon: "gauge",
    },
  ],
  audiences: [
    {
      name: "Students",
      text: "Find out early what employers expect and build the skills to meet it while you are still studying.",
      points: [
        "A personal skill-gap report linked to the roles you are aiming for",
        "Recommended courses and practice assessments in the order that helps most",
        "Mentors who can tell you what the job is really like",
      ],
    },
    {
      name: "Institutions",
      text: "Understand placement readiness across every cohort and act on it before recruitment season begins.",
      points: [
        "Cohort and department dashboards for placement officers and faculty",
        "Evidence to shape curriculum, training and mentoring plans",
        "Reports that track readiness over time, not just final outcomes",
      ],
    },
    {
      name: "Corporate recruiters",
      text: "Shortlist candidates on consistent, explainable evidence rather than on CVs alone.",
      points: [
        "Placement-assessment scores that compare candidates on the same basis",
        "Skill profiles mapped to the requirements of your open roles",
        "Access to candidates from partner institutions in one place",
      ],
    },
    {
      name: "Graduated candidates",
      text: "Keep building your profile after graduation and stay visible to employers while you look for the right role.",
      points: [
        "Updated skill-gap reports as your goals or target roles change",
        "Courses to refresh or extend your skills between opportunities",
        "A readiness score you can share with recruiters",
      ],
    },
  ],
  team: [
    { name: "Placeholder 01", role: "Product lead, NUPMAT" },
    { name: "Placeholder 02", role: "Engineering lead, NUPMAT" },
    { name: "Placeholder 03", role: "Data science lead, NUPMAT" },
    { name: "Placeholder 04", role: "Learning and mentoring lead, NUPMAT" },
    { name: "Placeholder 05", role: "Institution partnerships lead, NUPMAT" },
  ],
};
