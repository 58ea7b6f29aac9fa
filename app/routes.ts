import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

// Every URL of the product, in one place.
export default [
  // Resource routes for crawlers and feed readers (no page, no layout).
  route("robots.txt", "routes/seo/robots.ts"),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("blog/rss.xml", "routes/seo/blog-rss.ts"),
  route("blog/atom.xml", "routes/seo/blog-atom.ts"),
  route("careers/rss.xml", "routes/seo/careers-rss.ts"),
  route("careers/jobs.xml", "routes/seo/careers-jobs-xml.ts"),
  // A candidate's confirmed copy of their data: the ZIP itself (POST, no page).
  route("careers/my-data/:token/download", "routes/careers/my-data-download.ts"),
  // A job alert's one-click unsubscribe (RFC 8058: a mail program POSTs, no page).
  route("careers/alerts/:token/unsubscribe", "routes/careers/alerts-unsubscribe.ts"),
  // The office map, framed by the contact page after a click (its own CSP: server/security.ts).
  route("maps/:officeId", "routes/public/office-map-frame.ts"),
  // A recruiter's tracking link: counts the click, redirects to the job (never a page, never cached).
  route("j/:code", "routes/careers/tracking-link.ts"),
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("services", "routes/public/services.tsx"),
    route("staff-augmentation", "routes/public/staff-augmentation.tsx"),
    route("contact", "routes/public/contact.tsx"),
    route("careers", "routes/careers/index.tsx"),
    route("careers/job/:jobId", "routes/careers/job.tsx"),
    // Without a job: a general application to the talent pool.
    route("careers/apply/:jobId?", "routes/careers/apply.tsx"),
    // A candidate's private pages, opened by the token their e-mail carries (never cached or indexed).
    route("careers/status/:token", "routes/careers/status.tsx"),
    route("careers/my-data/:token", "routes/careers/my-data.tsx"),
    // Job alerts: subscribe (the /careers form posts here), and the e-mailed confirm/manage link.
    route("careers/alerts", "routes/careers/alerts.tsx"),
    route("careers/alerts/:token", "routes/careers/alerts-manage.tsx"),
    route("blog", "routes/blog/index.tsx"),
    route("blog/category/:category", "routes/blog/category.tsx"),
    route("blog/:slug", "routes/blog/post.tsx"),
    route("featured-blogs", "routes/blog/featured.tsx"),
    // A draft shared by link (never cached or indexed).
    route("p/:token", "routes/blog/shared-preview.tsx"),
    route("test-blogs", "routes/blog/diagnostics.tsx"),
    // The block editor's preview: a draft drawn inside the public layout (staff only, never cached).
    route("admin/pages/preview", "routes/admin/pages/preview.tsx"),
    route("privacy", "routes/public/legal.tsx", { id: "privacy" }),
    route("terms", "routes/public/legal.tsx", { id: "terms" }),
    route("cookies", "routes/public/legal.tsx", { id: "cookies" }),
    route("*", "routes/public/not-found.tsx"),
  ]),
  // Staff area. The sign-in pages are open; every page inside the admin
  // layout calls requireStaff (with its area, roles.ts) in its loader and action.
  ...prefix("admin", [
    route("login", "routes/admin/login.tsx"),
    route("login/two-factor", "routes/admin/login-two-factor.tsx"),
    // Starts a sign-in with an identity provider (a redirect to it, no page).
    route("login/sso/:provider", "routes/admin/login-sso.tsx"),
    route("forgot-password", "routes/admin/forgot-password.tsx"),
    route("reset-password", "routes/admin/reset-password.tsx"),
    route("awaiting-approval", "routes/admin/awaiting-approval.tsx"),
    route("logout", "routes/admin/logout.tsx"),
    layout("routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("jobs", "routes/admin/jobs/index.tsx"),
      route("jobs/new", "routes/admin/jobs/new.tsx"),
      route("jobs/links", "routes/admin/jobs/links.tsx"),
      route("jobs/funnels", "routes/admin/jobs/funnels.tsx"),
      route("jobs/edit/:jobId", "routes/admin/jobs/edit.tsx"),
      // Talent rediscovery: who may suit the job, and "Invite to apply" (issue 30 item 6).
      route("jobs/matches/:jobId", "routes/admin/jobs/matches.tsx"),
      route("blogs", "routes/admin/blogs/index.tsx"),
      route("blogs/new", "routes/admin/blogs/new.tsx"),
      route("blogs/edit/:blogId", "routes/admin/blogs/edit.tsx"),
      route("blogs/preview", "routes/admin/blogs/preview-unsaved.tsx"),
      route("blogs/preview/:blogId", "routes/admin/blogs/preview.tsx"),
      route("blogs/share/:blogId", "routes/admin/blogs/share.tsx"),
      route("blogs/history/:blogId", "routes/admin/blogs/history.tsx"),
      // Resource route: the editor's autosave (fetch, JSON answer).
      route("blogs/autosave/:blogId", "routes/admin/blogs/autosave.tsx"),
      // Resource route: image uploads for the blog form (fetch, JSON answer).
      route("blogs/media", "routes/admin/blogs/media.tsx"),
      route("pages", "routes/admin/pages/index.tsx"),
      route("pages/new", "routes/admin/pages/new.tsx"),
      route("pages/edit/:pageId", "routes/admin/pages/edit.tsx"),
      route("pages/history/:pageId", "routes/admin/pages/history.tsx"),
      // Resource route: the page editor's autosave of a draft (fetch, JSON answer).
      route("pages/autosave/:pageId", "routes/admin/pages/autosave.tsx"),
      route("pages/share/:pageId", "routes/admin/pages/share.tsx"),
      route("media", "routes/admin/media/index.tsx"),
      route("media/:mediaId", "routes/admin/media/detail.tsx"),
      route("redirects", "routes/admin/redirects/index.tsx"),
      route("redirects/new", "routes/admin/redirects/new.tsx"),
      route("redirects/not-found", "routes/admin/redirects/not-found-log.tsx"),
      route("redirects/:redirectId", "routes/admin/redirects/edit.tsx"),
      route("applications", "routes/admin/applications/index.tsx"),
      route("applications/export.csv", "routes/admin/applications/export.tsx"),
      route("applications/:applicationId", "routes/admin/applications/detail.tsx"),
      route("applications/:applicationId/resume", "routes/admin/applications/resume.tsx"),
      route("inquiries", "routes/admin/inquiries/index.tsx"),
      route("inquiries/export.csv", "routes/admin/inquiries/export.tsx"),
      route("inquiries/:inquiryId", "routes/admin/inquiries/detail.tsx"),
      route("analytics", "routes/admin/analytics/index.tsx"),
      // Resource route: the range's daily rollups as CSV.
      route("analytics/export.csv", "routes/admin/analytics/export.tsx"),
      route("settings", "routes/admin/settings/index.tsx"),
      route("settings/profile", "routes/admin/settings/profile.tsx"),
      route("settings/password", "routes/admin/settings/password.tsx"),
      route("settings/two-factor", "routes/admin/settings/two-factor.tsx"),
      route("settings/text-message", "routes/admin/settings/text-message.tsx"),
      route("settings/users", "routes/admin/settings/users.tsx"),
      route("settings/company", "routes/admin/settings/company.tsx"),
      route("settings/menus", "routes/admin/settings/menus.tsx"),
      route("settings/audit-log", "routes/admin/settings/audit-log.tsx"),
      route("settings/privacy", "routes/admin/settings/privacy.tsx"),
      route("settings/candidate-emails", "routes/admin/settings/candidate-emails.tsx"),
      route("settings/hiring", "routes/admin/settings/hiring.tsx"),
      route("settings/email-delivery", "routes/admin/settings/email-delivery.tsx"),
      // Resource route: one person's data as a ZIP download (POST, never a URL with the address).
      route("settings/privacy/export", "routes/admin/settings/privacy-export.tsx"),
      route("*", "routes/admin/not-found.tsx"),
    ]),
  ]),
  route("api/auth/*", "routes/api/auth.tsx"),
  // Uploaded images (DATA_DIR/uploads/media), public and cached.
  route("media/:file", "routes/resources/media.ts"),
] satisfies RouteConfig;
