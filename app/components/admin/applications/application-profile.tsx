import { DETAIL_LINK, DetailItem } from "~/components/admin/inbox-parts";
import { VisitSourceItems } from "~/components/admin/visit-source-items";
import type { VisitSource } from "~/modules/analytics/visit-source";
import { ExternalLink } from "~/components/ui/icons";
import {
  EXPERIENCE_OPTIONS,
  optionLabel,
  REFERRAL_OPTIONS,
} from "~/modules/applications/application-schema";
import { formatAdminDateTime, isoDate } from "~/utils/dates";

export type ApplicationProfileData = {
  email: string;
  phone: string;
  location: string;
  experience: string;
  linkedin: string | null;
  portfolio: string | null;
  referral: string | null;
  jobTitle: string;
  jobId: string | null;
  privacyConsent: boolean;
  privacyPolicyVersion: string | null;
  privacyConsentAt: string | Date | null;
  futureOpeningsConsent: boolean;
  createdAt: string | Date;
  visitSource: VisitSource | null;
};

function OutboundLink({ href }: { href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" className={DETAIL_LINK}>
      {href.replace(/^https?:\/\//, "")}
      <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5 align-[-2px]" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

const NONE = <span className="text-slate-600">Not given</span>;

/** Every field the applicant filled in (the cover letter and résumé have their own cards). */
export function ApplicationProfile({ application }: { application: ApplicationProfileData }) {
  return (
    <dl className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
      <DetailItem label="Email">
        <a href={`mailto:${application.email}`} className={DETAIL_LINK}>
          {application.email}
        </a>
      </DetailItem>
      <DetailItem label="Phone">
        <a href={`tel:${application.phone.replace(/[^\d+]/g, "")}`} className={DETAIL_LINK}>
          {application.phone}
        </a>
      </DetailItem>
      <DetailItem label="Current location">{application.location}</DetailItem>
      <DetailItem label="Experience">
        {optionLabel(EXPERIENCE_OPTIONS, application.experience)}
      </DetailItem>
      <DetailItem label="LinkedIn">
        {application.linkedin ? <OutboundLink href={application.linkedin} /> : NONE}
      </DetailItem>
      <DetailItem label="Portfolio">
        {application.portfolio ? <OutboundLink href={application.portfolio} /> : NONE}
      </DetailItem>
      <DetailItem label="Heard about us">
        {application.referral ? optionLabel(REFERRAL_OPTIONS, application.referral) : NONE}
      </DetailItem>
      <VisitSourceItems visitSource={application.visitSource} />
      <DetailItem label="Position">
        {application.jobTitle}
        {application.jobId ? null : <span className="text-slate-600"> (job since deleted)</span>}
      </DetailItem>
      <DetailItem label="Received">
        <time dateTime={isoDate(application.createdAt)}>
          {formatAdminDateTime(application.createdAt)}
        </time>
      </DetailItem>
      <DetailItem label="Privacy policy">
        {!application.privacyConsent ? (
          "Not agreed"
        ) : application.privacyPolicyVersion && application.privacyConsentAt ? (
          <>
            Agreed to the version of {application.privacyPolicyVersion} on{" "}
            <time dateTime={isoDate(application.privacyConsentAt)}>
              {formatAdminDateTime(application.privacyConsentAt)}
            </time>
          </>
        ) : (
          "Agreed when applying"
        )}
      </DetailItem>
      <DetailItem label="Future openings">
        {application.futureOpeningsConsent
          ? "Yes — may be considered for other roles"
          : "No — only for this role"}
      </DetailItem>
    </dl>
  );
}
