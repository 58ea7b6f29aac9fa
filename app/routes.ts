import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

// Every URL of the product, in one place.
export default [
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("services", "routes/public/services.tsx"),
    route("staff-augmentation", "routes/public/staff-augmentation.tsx"),
    route("contact", "routes/public/contact.tsx"),
    route("privacy", "routes/public/privacy.tsx"),
    route("terms", "routes/public/terms.tsx"),
    route("cookies", "routes/public/cookies.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),
] satisfies RouteConfig;
