import type { NupmatPage } from "#content/schema/company-pages.ts";

// Words of the NUPMAT page; its team (placeholders) is in content/site.ts (people.nupmat).
export const nupmat: NupmatPage = {
  meta: {
    title: "NUPMAT: career-enhancement platform",
    description:
      "NUPMAT, our career-enhancement platform: AI/ML skill-gap reports, mentoring, skill courses, dashboards and a placement-assessment score for learners and employers.",
  },
  hero: {
    eyebrow: "NUPMAT",
    title: "Know the gap, close the gap, get placed",
    lead: "A career-enhancement platform for students, institutions, corporate recruiters and graduated candidates, built on the data and AI work we do for clients every day.",
  },
  intro: {
    eyebrow: "The platform",
    title: "From a skills report to a first role",
    paragraphs: [
      "NUPMAT is our career-enhancement platform, delivered as software as a service. It helps students and graduates see how their skills compare with what employers actually ask for, then gives them a structured way to close the difference through courses, mentoring and practice assessments.",
      "The same platform gives institutions a clear view of placement readiness across their cohorts, and gives corporate recruiters a consistent, evidence-based way to find candidates. It draws on the data, analytics and AI work we do for clients every day, applied to the problem of getting people into the right first role.",
    ],
  },
  features: {
    eyebrow: "What it does",
    title: "Five parts, one picture of readiness",
    lead: "Each part feeds the next: the skill-gap report decides the courses and mentoring, and all three feed the placement-assessment score.",
    items: [
      {
        title: "AI/ML skill-gap reports",
        text: "Machine-learning models compare each learner's assessed skills with the requirements of target roles and produce a personal report that explains, in plain language, which gaps matter most and why.",
        icon: "brain",
      },
      {
        title: "Mentoring",
        text: "Learners are matched with working professionals and faculty mentors who review progress, answer questions about real jobs and help set realistic goals for the next stage.",
        icon: "message-square",
      },
      {
        title: "Skill courses",
        text: "Short, practical courses in programming, data, cloud, communication and aptitude are recommended from the skill-gap report, so time goes where it will make the biggest difference.",
        icon: "graduation-cap",
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
  },
  audiences: {
    eyebrow: "Who it is for",
    title: "How each audience uses NUPMAT",
    items: [
      {
        name: "Students",
        icon: "graduation-cap",
        text: "Find out early what employers expect and build the skills to meet it while you are still studying.",
        points: [
          "A personal skill-gap report linked to the roles you are aiming for",
          "Recommended courses and practice assessments in the order that helps most",
          "Mentors who can tell you what the job is really like",
        ],
      },
      {
        name: "Institutions",
        icon: "landmark",
        text: "Understand placement readiness across every cohort and act on it before recruitment season begins.",
        points: [
          "Cohort and department dashboards for placement officers and faculty",
          "Evidence to shape curriculum, training and mentoring plans",
          "Reports that track readiness over time, not just final outcomes",
        ],
      },
      {
        name: "Corporate recruiters",
        icon: "building",
        text: "Shortlist candidates on consistent, explainable evidence rather than on CVs alone.",
        points: [
          "Placement-assessment scores that compare candidates on the same basis",
          "Skill profiles mapped to the requirements of your open roles",
          "Access to candidates from partner institutions in one place",
        ],
      },
      {
        name: "Graduated candidates",
        icon: "rocket",
        text: "Keep building your profile after graduation and stay visible to employers while you look for the right role.",
        points: [
          "Updated skill-gap reports as your goals or target roles change",
          "Courses to refresh or extend your skills between opportunities",
          "A readiness score you can share with recruiters",
        ],
      },
    ],
  },
  team: {
    eyebrow: "The NUPMAT team",
    title: "Who builds and runs the platform",
    lead: "A small product team inside the firm, drawing on our data science, engineering and learning practices.",
    placeholderNote: "Names shown are placeholders until the company publishes the team; the roles are final.",
  },
  application: {
    category: "EducationalApplication",
    operatingSystem: "Web browser",
    audience: "Students, institutions, corporate recruiters and graduated candidates",
  },
  cta: {
    eyebrow: "Bring NUPMAT to your campus",
    title: "See the platform with your own cohort in mind",
    lead: "Institutions and recruiters can ask for a walkthrough. Tell us how many learners you work with and what placement looks like for them today.",
    action: { label: "Request a walkthrough", href: "/contact-us" },
  },
};
