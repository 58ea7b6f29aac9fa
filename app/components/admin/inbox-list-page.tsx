import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import {
  capitalized,
  ExportCsvLink,
  InboxEmptyState,
  StatusShortcuts,
} from "~/components/admin/inbox-parts";
import { ListCount } from "~/components/admin/list-count";
import { ListFilters } from "~/components/admin/list-filters";
import { AdminPageHeader } from "~/components/admin/page-header";
import type { FilterSelect } from "~/components/forms/filter-form";
import { Pagination, searchWithPage } from "~/components/pagination";
import { Notice } from "~/components/ui/notice";
import type { CountNoun } from "~/utils/counts";

/** What tells one inbox from the other: its address, words and statuses. */
export type InboxKind<Status extends string> = {
  /** The list's address; its CSV is `${path}/export.csv` with the same filters. */
  path: string;
  eyebrow: string;
  /** "application", "applications": the title is the plural. */
  noun: [singular: CountNoun, plural: string];
  description: string;
  statuses: readonly Status[];
  statusLabels: Record<Status, string>;
  pageSize: number;
  search: { label: string; placeholder: string };
  /**
   * An empty inbox's words: what finishes "Try another …, or clear the
   * filters" ("name, job or status"), and what starts "… will appear here".
   */
  empty: [filteredHint: string, source: string];
};

/** One page of an inbox, as its module lists it. */
export type InboxPage<Status extends string> = {
  matching: number;
  statusCounts: Record<Status, number>;
  total: number;
  page: number;
  pageCount: number;
  notice?: string | null;
};

type InboxListPageProps<Status extends string> = {
  kind: InboxKind<Status>;
  inbox: InboxPage<Status>;
  /** How many rows this page shows (the table holds them). */
  shown: number;
  /** The filters as the URL has them (the loader parsed them). */
  filters: Record<string, string> & { status: Status | "" };
  filtered: boolean;
  /** The filters as a query string without the page, for the CSV and the status shortcuts. */
  searchFor: (status: Status | "") => string;
  /** Selects shown before the status select (the applications' job). */
  selects?: FilterSelect[];
  table: ReactNode;
};

/**
 * The list page both staff inboxes (applications, inquiries) are: heading
 * with the CSV export, status shortcuts with counts, filters, the table (or
 * cards on phones), the range and pages — or an empty state.
 */
export function InboxListPage<Status extends string>({
  kind,
  inbox,
  shown,
  filters,
  filtered,
  searchFor,
  selects = [],
  table,
}: InboxListPageProps<Status>) {
  const [params] = useSearchParams();
  const [singular, plural] = kind.noun;
  const title = capitalized(plural);
  const countAll = Object.values<number>(inbox.statusCounts).reduce((sum, n) => sum + n, 0);
  const statusOptions: FilterSelect["options"] = [
    ["", "All statuses"],
    ...kind.statuses.map((status) => [status, kind.statusLabels[status]] as const),
  ];
  return (
    <>
      <AdminPageHeader
        eyebrow={kind.eyebrow}
        title={title}
        description={kind.description}
        actions={
          inbox.total > 0 ? (
            <ExportCsvLink href={`${kind.path}/export.csv${searchFor(filters.status)}`}>
              Export CSV<span className="sr-only"> of the {plural} shown</span>
            </ExportCsvLink>
          ) : null
        }
      />

      {inbox.notice ? (
        <Notice tone="success" className="mt-6" autoFocus>
          <p>{inbox.notice}</p>
        </Notice>
      ) : null}

      <div className="mt-8 space-y-5">
        <StatusShortcuts
          label={`${title} by status`}
          current={filters.status}
          hrefFor={(status) => `${kind.path}${searchFor(status as Status | "")}`}
          items={[
            { value: "", label: "All", count: countAll },
            ...kind.statuses.map((status) => ({
              value: status,
              label: kind.statusLabels[status],
              count: inbox.statusCounts[status],
            })),
          ]}
        />
        <ListFilters
          label={`Filter ${plural}`}
          searchLabel={kind.search.label}
          searchPlaceholder={kind.search.placeholder}
          values={filters}
          selects={[...selects, { name: "status", label: "Status", options: statusOptions }]}
        />

        {shown ? (
          <>
            <ListCount
              total={inbox.matching}
              noun={singular}
              page={inbox.page}
              pageSize={kind.pageSize}
              shown={shown}
            />
            {table}
            <Pagination
              page={inbox.page}
              pageCount={inbox.pageCount}
              hrefForPage={(target) => `${kind.path}${searchWithPage(params, target)}`}
            />
          </>
        ) : (
          <InboxEmptyState
            filtered={filtered}
            clearHref={kind.path}
            title={filtered ? `No ${plural} match these filters` : `No ${plural} yet`}
            description={
              filtered
                ? `Try another ${kind.empty[0]}, or clear the filters to see every ${singular}.`
                : `${kind.empty[1]} will appear here, newest first.`
            }
          />
        )}
      </div>
    </>
  );
}
