import { formatCount } from "~/utils/counts";
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { data } from "react-router";
import type { Route } from "./+types/preview";
import { BlockPageView } from "~/routes/public/block-page-view";
import { requireStaff, requireStaffActor } from "~/routes/session-guard.server";
import { preparePageForm } from "~/modules/pages/block-json";
import { BlockSchema, type Block } from "~/modules/pages/block-schemas";
import { loadBlockData } from "~/modules/pages/pages.server";
import type { PageHandle } from "~/utils/hydration";
import { pageMeta } from "~/utils/seo";
import { legalFacts } from "~/routes/public/block-page.server";
import { readPageForm } from "./page-editor.server";

/**
 * The block editor's preview (issue 28 item 3): the draft as posted, drawn
 * by the public page's own components inside the public layout, so it looks
 * exactly as the page will. Staff only; never cached, counted or indexed.
 * A block that does not pass its schema yet is left out until it does.
 */
export const handle: PageHandle = { pageViews: false };

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.data && "title" in args.data ? `Preview: ${args.data.title}` : "Preview",
    description: "",
    noindex: true,
  });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "pages");
  return {
    title: "",
    path: "",
    blocks: [] as Block[],
    blockData: null,
    left: 0,
    legalFacts: undefined,
  };
}

const PreviewSchema = z.object({
  title: z.string().optional(),
  path: z.string().optional(),
  blocks: z.array(BlockSchema.catch(null as never)).default([]),
});

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaffActor(request, context.clientIp, "pages");
  const form = await readPageForm(request);
  if (!form.ok) throw data(null, { status: 400 });
  const submission = parseWithZod(preparePageForm(form.formData), { schema: PreviewSchema });
  const parsed =
    submission.status === "success" ? submission.value : { title: "", path: "", blocks: [] };
  const valid = parsed.blocks.filter((block): block is Block => block !== null);
  const blocks = valid.filter((block) => !block.hidden);
  return {
    title: parsed.title ?? "",
    path: parsed.path ?? "",
    blocks,
    legalFacts: legalFacts(blocks),
    blockData: await loadBlockData(blocks),
    left: parsed.blocks.length - valid.length,
  };
}

export default function PagePreview({ loaderData, actionData }: Route.ComponentProps) {
  const { path, blocks, blockData, left, legalFacts: facts } = actionData ?? loaderData;
  return (
    <>
      {left ? (
        <p role="status" className="bg-amber-100 px-4 py-2 text-center text-sm text-amber-950">
          Left out of the preview until their fields are complete: {formatCount(left, "block")}.
        </p>
      ) : null}
      {blocks.length && blockData ? (
        <BlockPageView path={path} blocks={blocks} blockData={blockData} legalFacts={facts} />
      ) : (
        <main id="main" className="px-4 py-24 text-center text-slate-600">
          Add a block to see the page here.
        </main>
      )}
    </>
  );
}
