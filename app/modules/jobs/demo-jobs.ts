import type { JobType, SalaryCurrency, SalaryUnit } from "./job-options";

/** A demo job. Dates are relative to the moment of seeding so the demo never looks stale. */
export type DemoJob = {
  id: string;
  title: string;
  department: string;
  location: string;
  type: JobType;
  description: string;
  responsibilities: string[];
  requirements: string[];
  isActive: boolean;
  postedDaysAgo: number;
  /** Optional pay range in whole currency units per `unit`. */
  salary?: { min: number; max: number; currency: SalaryCurrency; unit: SalaryUnit };
  /** Fully remote. */
  isRemote?: boolean;
  /** Last day to apply, in days after seeding (relative, so the demo never goes stale). */
  closesInDays?: number;
};

/**
 * Demo job openings (seeded, and used by tests). The ids `senior-software-engineer`,
 * `cloud-solutions-architect` and `product-manager` are fixed (tests and links name them);
 * exactly one job is inactive. Every one in New Jersey names a pay range (its law asks for one), the "Remote (US)" ones are
 * fully remote, and two close a while after seeding (never the fixed ones,
 * whose pages other tests read).
 */
export const DEMO_JOBS: DemoJob[] = [
  {
    id: "senior-software-engineer",
    title: "Senior Software Engineer",
    department: "Engineering",
    location: "Hybrid — Hamilton, NJ",
    type: "Full-time",
    description:
      "Join a small delivery team that builds and modernizes business-critical applications for clients in healthcare, logistics and financial services. You will own features from design review to production, pair with client engineers, and help set the technical direction on engagements that usually run six to eighteen months. We work from the Hamilton office Tuesday through Thursday and remotely the rest of the week.",
    responsibilities: [
      "Design, build and ship web services and user-facing features in TypeScript and Node.js, with thorough automated tests",
      "Lead design reviews and write short, clear design documents that clients can act on",
      "Break legacy monoliths into well-bounded services without interrupting day-to-day operations",
      "Review code and mentor two to four mid-level engineers on your engagement",
      "Work directly with client stakeholders to clarify requirements and negotiate scope",
      "Improve our shared delivery templates: CI pipelines, observability defaults and service scaffolding",
    ],
    requirements: [
      "6+ years of professional software development, including 3+ years shipping production TypeScript or Java",
      "Solid experience with relational databases (PostgreSQL or SQL Server), query tuning and schema migrations",
      "Hands-on experience with at least one major cloud platform (AWS, Azure or Google Cloud)",
      "Comfort with containers, CI/CD and infrastructure as code (Docker, GitHub Actions, Terraform or similar)",
      "A track record of explaining technical trade-offs to non-technical stakeholders",
      "Authorization to work in the United States",
    ],
    isActive: true,
    postedDaysAgo: 3,
    salary: { min: 145000, max: 175000, currency: "USD", unit: "YEAR" },
  },
  {
    id: "cloud-solutions-architect",
    title: "Cloud Solutions Architect",
    department: "Cloud Infrastructure",
    location: "Remote (US)",
    type: "Full-time",
    description:
      "Help our clients move to the cloud deliberately rather than by accident. You will run discovery workshops, design landing zones and migration plans, and stay close enough to the implementation to catch problems before they become invoices. Most engagements pair you with two to six of our engineers and a client platform team; expect occasional travel to client sites in the Northeast.",
    responsibilities: [
      "Lead cloud readiness assessments and translate findings into phased migration roadmaps",
      "Design multi-account landing zones covering identity, networking, security guardrails and cost controls",
      "Produce reference architectures for containerized, serverless and data workloads",
      "Guide engineering teams through implementation with Terraform and CI/CD, and review their work",
      "Establish FinOps practices: tagging standards, budgets, rightsizing and commitment planning",
      "Support pre-sales conversations with honest estimates and well-scoped proposals",
    ],
    requirements: [
      "8+ years in infrastructure or software engineering, including 4+ years designing solutions on AWS or Azure",
      "A current professional-level certification (AWS Solutions Architect Professional, Azure Solutions Architect Expert or equivalent)",
      "Deep knowledge of cloud networking, IAM and security controls in regulated environments",
      "Production experience with Kubernetes (EKS, AKS or GKE) and infrastructure as code with Terraform",
      "Experience migrating at least one large on-premises estate (50+ applications) to the cloud",
      "Strong written communication: architecture decision records, proposals and executive summaries",
    ],
    isActive: true,
    postedDaysAgo: 6,
    salary: { min: 165000, max: 195000, currency: "USD", unit: "YEAR" },
    isRemote: true,
  },
  {
    id: "product-manager",
    title: "Product Manager",
    department: "Product",
    location: "East Brunswick, NJ",
    type: "Full-time",
    description:
      "Guide client products from a blurry idea to a shipped, measured release. You will sit between client sponsors, our designers and our engineers, turning business goals into a prioritized roadmap and making the trade-offs explicit. Our product managers typically run one or two engagements at a time, so you will have room to go deep on each.",
    responsibilities: [
      "Run discovery with client stakeholders and end users to define the problem worth solving",
      "Own the product backlog, write clear user stories with acceptance criteria, and keep priorities visible",
      "Define success metrics up front and report on them after each release",
      "Facilitate sprint planning, reviews and retrospectives with mixed client and Arcwell teams",
      "Manage scope, timeline and budget conversations with client sponsors",
      "Share what works across engagements by contributing to our internal product playbook",
    ],
    requirements: [
      "4+ years of product management experience on B2B or internal enterprise software",
      "Experience shipping data- or AI-powered features, and comfort discussing them with engineers",
      "Working knowledge of SQL and product analytics tools (Amplitude, Mixpanel or similar)",
      "Familiarity with Jira or Linear and with agile delivery in a client-facing setting",
      "Excellent facilitation skills and the confidence to say no, kindly and with reasons",
      "Consulting or agency experience is a plus",
    ],
    isActive: true,
    postedDaysAgo: 9,
    salary: { min: 125000, max: 150000, currency: "USD", unit: "YEAR" },
  },
  {
    id: "full-stack-developer",
    title: "Full Stack Developer",
    department: "Engineering",
    location: "East Brunswick, NJ",
    type: "Full-time",
    description:
      "Build the web applications our clients use every day, from internal operations portals to customer-facing self-service tools. You will work across React front ends, Node.js APIs and PostgreSQL, with a designer and a senior engineer on every team. This is a great fit if you like seeing the people who use your software and hearing what they think of it.",
    responsibilities: [
      "Build accessible, responsive interfaces in React and TypeScript from design system components",
      "Develop and document REST and GraphQL APIs in Node.js",
      "Write unit, integration and end-to-end tests (Vitest, Playwright) as part of every change",
      "Join user sessions with designers to watch how features are actually used",
      "Investigate and fix production issues alongside the client support team",
    ],
    requirements: [
      "3+ years building web applications with React and TypeScript",
      "Experience with Node.js back ends and a relational database such as PostgreSQL or MySQL",
      "Working knowledge of web accessibility (WCAG 2.1 AA) and semantic HTML",
      "Familiarity with Git-based workflows, code review and CI pipelines",
      "Curiosity about the business domain, not just the code",
    ],
    isActive: true,
    postedDaysAgo: 14,
    salary: { min: 105000, max: 130000, currency: "USD", unit: "YEAR" },
  },
  {
    id: "data-engineer",
    title: "Data Engineer",
    department: "Engineering",
    location: "Hybrid — Hamilton, NJ",
    type: "Full-time",
    description:
      "Design and run the pipelines that feed our clients' analytics, forecasting and machine learning work. You will build ingestion from operational systems, model data in the warehouse or lakehouse, and make data quality visible instead of assumed. Expect a mix of greenfield platform builds and careful rescue work on pipelines that have outgrown their original design.",
    responsibilities: [
      "Build batch and streaming ingestion from databases, SaaS APIs and event streams",
      "Model curated datasets with dbt and SQL, with tests and documentation for every model",
      "Orchestrate workloads with Airflow or Dagster and make failures easy to diagnose",
      "Introduce data contracts and freshness checks with the teams that produce the data",
      "Tune storage layout and query performance on Snowflake, Databricks or BigQuery",
      "Pair with data scientists to move their features from notebooks into production pipelines",
    ],
    requirements: [
      "4+ years of data engineering experience with strong SQL and Python",
      "Production experience with dbt and at least one orchestrator (Airflow, Dagster or Prefect)",
      "Hands-on work with a cloud data platform: Snowflake, Databricks, BigQuery or Redshift",
      "Understanding of change data capture, incremental loads and slowly changing dimensions",
      "Experience with Kafka or a managed streaming service is a plus",
      "A habit of writing tests and runbooks before anyone asks for them",
    ],
    isActive: true,
    postedDaysAgo: 11,
    salary: { min: 120000, max: 145000, currency: "USD", unit: "YEAR" },
  },
  {
    id: "systems-integration-engineer",
    title: "Systems Integration Engineer",
    department: "Engineering",
    location: "Hamilton, NJ",
    type: "Contract",
    description:
      "A six-month contract, with a strong chance of extension, to connect a regional distributor's ERP, warehouse management and e-commerce systems. You will design message flows, build integrations on an event-driven platform and retire a tangle of nightly file transfers. The work is on-site in Hamilton three days a week during the first two months, then mostly remote.",
    responsibilities: [
      "Map data flows between SAP, a warehouse management system and the e-commerce platform",
      "Build and test integrations using REST APIs, message queues and an integration platform",
      "Replace scheduled file transfers with event-driven flows, including retries and dead-letter handling",
      "Document interfaces, error codes and operational runbooks for the client's support team",
      "Coordinate cut-over plans and rollback procedures with client IT",
    ],
    requirements: [
      "5+ years building enterprise integrations with REST, SOAP, SFTP and message brokers",
      "Experience with at least one integration platform (MuleSoft, Boomi, Azure Integration Services or similar)",
      "Hands-on experience integrating ERP systems, ideally SAP S/4HANA or ECC",
      "Working knowledge of RabbitMQ, Kafka or Azure Service Bus",
      "Strong troubleshooting skills across networks, authentication and data formats (JSON, XML, EDI)",
    ],
    isActive: true,
    postedDaysAgo: 18,
    salary: { min: 85, max: 105, currency: "USD", unit: "HOUR" },
  },
  {
    id: "software-engineering-intern",
    title: "Software Engineering Intern",
    department: "Engineering",
    location: "Hamilton, NJ",
    type: "Internship",
    description:
      "A paid, twelve-week summer internship for students who want to see how software gets built for real clients. You will join a delivery team, ship production code with a dedicated mentor, and present your work to the whole company at the end of the summer. Past interns have built internal tools, test automation suites and features that are still in use today.",
    responsibilities: [
      "Build and ship a scoped project with your team, from planning to production",
      "Write tests and documentation for the code you contribute",
      "Take part in stand-ups, code reviews and sprint demos",
      "Meet weekly with your mentor to plan your work and talk about your career goals",
      "Present your project and what you learned at the end-of-summer showcase",
    ],
    requirements: [
      "Currently pursuing a degree in computer science, software engineering or a related field, graduating in 2026 or 2027",
      "Coursework or projects in at least one of JavaScript/TypeScript, Python or Java",
      "Familiarity with Git and the basics of web development",
      "Able to work on-site in Hamilton, NJ, from June through August",
      "Eagerness to ask questions and learn in the open",
    ],
    isActive: true,
    postedDaysAgo: 27,
    salary: { min: 28, max: 32, currency: "USD", unit: "HOUR" },
    closesInDays: 180,
  },
  {
    id: "machine-learning-engineer",
    title: "Machine Learning Engineer",
    department: "Data Science",
    location: "Hybrid — East Brunswick, NJ",
    type: "Full-time",
    description:
      "Take models out of notebooks and into systems our clients can depend on. You will build retrieval-augmented generation applications, forecasting services and classification pipelines, with the monitoring and evaluation that keep them honest after launch. You will work closely with our data scientists and with client engineering teams who will eventually own what you build.",
    responsibilities: [
      "Build and deploy ML and LLM-powered services with clear APIs, SLAs and fallbacks",
      "Design retrieval pipelines: chunking, embeddings, vector search and re-ranking",
      "Create evaluation suites and regression tests for models and prompts",
      "Set up experiment tracking, model registries and CI/CD for models with MLflow or similar",
      "Monitor drift, latency and cost in production and tune accordingly",
      "Document hand-over material so client teams can run what we build",
    ],
    requirements: [
      "4+ years of software or ML engineering experience, with strong Python",
      "Production experience with PyTorch or scikit-learn and with serving models behind an API",
      "Hands-on experience with LLM APIs, embeddings and a vector store (pgvector, OpenSearch or similar)",
      "Familiarity with MLflow, SageMaker, Vertex AI or Azure Machine Learning",
      "Comfort with Docker, Kubernetes and cloud deployment",
      "A healthy skepticism of benchmark results that have not been reproduced on real data",
    ],
    isActive: true,
    postedDaysAgo: 5,
    salary: { min: 150000, max: 185000, currency: "USD", unit: "YEAR" },
    closesInDays: 365,
  },
  {
    id: "senior-data-scientist",
    title: "Senior Data Scientist",
    department: "Data Science",
    location: "Remote (US)",
    type: "Full-time",
    description:
      "Lead analytical work that changes decisions: demand forecasting for a retailer, churn prediction for a subscription business, pricing experiments for a distributor. You will frame the question with the client, choose the simplest method that answers it, and explain the result to people who will act on it. You will also help shape how our data science practice works and mentor junior colleagues.",
    responsibilities: [
      "Frame business problems as analytical questions with measurable outcomes",
      "Build forecasting, classification and causal inference models in Python",
      "Design and analyze experiments, including power calculations and guardrail metrics",
      "Present findings to executives in plain language, with honest uncertainty",
      "Partner with data engineers to productionize features and model outputs",
      "Mentor junior data scientists through code review and project pairing",
    ],
    requirements: [
      "5+ years of applied data science experience, preferably including client-facing work",
      "Strong Python (pandas, scikit-learn, statsmodels) and advanced SQL",
      "Experience with time-series forecasting and with experiment design",
      "A graduate degree in statistics, economics, computer science or a related quantitative field, or equivalent experience",
      "Experience presenting to senior, non-technical audiences",
    ],
    isActive: true,
    postedDaysAgo: 22,
    salary: { min: 150000, max: 180000, currency: "USD", unit: "YEAR" },
    isRemote: true,
  },
  {
    id: "site-reliability-engineer",
    title: "Site Reliability Engineer",
    department: "Cloud Infrastructure",
    location: "Remote (US)",
    type: "Full-time",
    description:
      "Keep client platforms fast, available and affordable. You will run Kubernetes clusters and cloud infrastructure for several managed-services clients, define service level objectives with their teams, and automate away the toil that wakes people up at night. On-call is shared across a team of six, one week in six, and is compensated.",
    responsibilities: [
      "Operate and upgrade Kubernetes clusters on EKS and AKS across multiple client environments",
      "Define SLOs and alerting with client teams, and run blameless post-incident reviews",
      "Automate provisioning and configuration with Terraform, Helm and GitOps (Argo CD)",
      "Build dashboards and tracing with Prometheus, Grafana and OpenTelemetry",
      "Find and remove cost waste: idle capacity, oversized requests and forgotten resources",
      "Participate in a shared, compensated on-call rotation",
    ],
    requirements: [
      "4+ years in SRE, DevOps or platform engineering roles",
      "Production Kubernetes experience, including upgrades, networking and autoscaling",
      "Strong Terraform skills and familiarity with at least one GitOps tool",
      "Scripting in Python, Go or Bash",
      "Experience with observability stacks (Prometheus, Grafana, Datadog or similar)",
      "Certified Kubernetes Administrator (CKA) is a plus",
    ],
    isActive: true,
    postedDaysAgo: 16,
    salary: { min: 140000, max: 170000, currency: "USD", unit: "YEAR" },
    isRemote: true,
  },
  {
    id: "product-designer",
    title: "Product Designer",
    department: "Design",
    location: "East Brunswick, NJ",
    type: "Full-time",
    description:
      "Design software that busy people can use without a training manual. You will run research with client users, turn findings into flows and prototypes, and work side by side with engineers until the details are right in production. Many of our projects replace internal tools that people have tolerated for years, so small improvements make a real difference to someone's day.",
    responsibilities: [
      "Plan and run user interviews, usability tests and workflow observations",
      "Create user flows, wireframes and high-fidelity prototypes in Figma",
      "Extend and maintain client design systems with accessibility built in",
      "Review implemented features with engineers and file precise, friendly feedback",
      "Present design decisions to client stakeholders and the reasoning behind them",
    ],
    requirements: [
      "3+ years of product design experience on web applications, with a portfolio showing your process",
      "Expert use of Figma, including components, variables and auto layout",
      "Working knowledge of WCAG 2.1 AA and inclusive design practices",
      "Experience running usability studies and synthesizing findings",
      "Basic understanding of HTML and CSS, enough to talk constraints with engineers",
    ],
    isActive: true,
    // In New Jersey, whose law requires a pay range on a posting (decision 047).
    salary: { min: 95000, max: 120000, currency: "USD", unit: "YEAR" },
    postedDaysAgo: 33,
  },
  {
    id: "technical-recruiter",
    title: "Technical Recruiter",
    department: "HR",
    location: "Hamilton, NJ",
    type: "Full-time",
    description:
      "Find the engineers, data specialists and cloud experts our clients and our own teams depend on. You will run full-cycle searches for staff augmentation and permanent roles, build long-term relationships with candidates, and give honest feedback, including to the people we do not hire. You will work closely with our account managers and practice leads, who will happily explain what the technologies on a job description actually mean.",
    responsibilities: [
      "Run full-cycle recruiting for technical roles, from intake meeting to offer",
      "Source candidates through referrals, communities, events and direct outreach",
      "Screen for technical fit with practice leads and for working style with hiring managers",
      "Keep candidates informed at every stage and close the loop with everyone you speak to",
      "Maintain accurate records in our applicant tracking system and report on pipeline health",
      "Represent Arcwell at university career fairs and local tech meetups in New Jersey",
    ],
    requirements: [
      "3+ years of technical recruiting, in an agency, staffing or consulting environment",
      "Familiarity with software, data and cloud roles and the technologies behind them",
      "Experience with an applicant tracking system such as Greenhouse, Lever or Bullhorn",
      "Knowledge of US employment basics: W-2 versus 1099 versus corp-to-corp, and work authorization",
      "Clear, warm communication in writing and on the phone",
    ],
    isActive: true,
    // In New Jersey, whose law requires a pay range on a posting (decision 047).
    salary: { min: 70000, max: 90000, currency: "USD", unit: "YEAR" },
    postedDaysAgo: 40,
  },
  {
    id: "marketing-content-specialist",
    title: "Marketing Content Specialist",
    department: "Marketing",
    location: "Remote (US)",
    type: "Part-time",
    description:
      "A part-time role, about 20 hours a week, for a writer who enjoys turning expert knowledge into clear, useful content. You will interview our consultants, edit their articles, and shape case studies and newsletters that show what we do without the jargon. Hours are flexible; we meet as a team on Tuesday mornings.",
    responsibilities: [
      "Interview consultants and draft blog articles, case studies and client newsletters",
      "Edit practitioner-written articles for clarity, structure and tone",
      "Maintain the editorial calendar and publish posts through our content management system",
      "Write and schedule LinkedIn posts that promote our articles and open roles",
      "Track what readers find useful and suggest topics based on it",
    ],
    requirements: [
      "3+ years writing or editing content for a B2B technology company, agency or publication",
      "Writing samples that explain technical topics to a business audience",
      "Comfort interviewing subject-matter experts and asking follow-up questions",
      "Familiarity with basic SEO and web analytics",
      "Availability for about 20 hours a week, including Tuesday mornings Eastern Time",
    ],
    isActive: true,
    postedDaysAgo: 47,
    salary: { min: 40, max: 50, currency: "USD", unit: "HOUR" },
    isRemote: true,
  },
  {
    id: "business-development-manager",
    title: "Business Development Manager",
    department: "Sales",
    location: "Hybrid — Hamilton, NJ",
    type: "Full-time",
    description:
      "Grow our client relationships in the New Jersey and New York region. You will identify organizations that need help with AI, cloud and data, bring our practice leads into the conversation early, and build proposals clients trust. This position has been filled; we keep it here for reference and will reopen it when we grow the team again.",
    responsibilities: [
      "Build and manage a pipeline of mid-market and enterprise prospects in the region",
      "Lead discovery meetings with practice leads and qualify opportunities honestly",
      "Coordinate proposals, statements of work and pricing with delivery teams",
      "Grow existing accounts by staying close to client priorities after the first project",
      "Keep forecasts and account notes accurate in the CRM",
    ],
    requirements: [
      "5+ years of B2B sales or business development in IT services, consulting or staffing",
      "A network of technology and business leaders in New Jersey or New York",
      "Experience selling consulting engagements and staff augmentation agreements",
      "Familiarity with HubSpot or Salesforce",
      "Enough technical curiosity to explain cloud, data and AI services accurately",
    ],
    isActive: false,
    // In New Jersey, whose law requires a pay range on a posting (decision 047).
    salary: { min: 110000, max: 140000, currency: "USD", unit: "YEAR" },
    postedDaysAgo: 58,
  },
];
