import { PageHero } from "~/components/marketing/page-hero";

export default function Page() {
  return (
    <main id="main">
      <PageHero title="privacy" />
    </main>
  );
}
