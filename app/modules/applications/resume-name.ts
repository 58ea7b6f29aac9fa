import { downloadName } from "~/utils/download-name";

/** "Dana-Okafor-Senior-Software-Engineer-resume.pdf": whose CV and for which job, at a glance in a downloads folder. */
export function resumeDownloadName(application: {
  firstName: string;
  lastName: string;
  jobTitle: string;
}): string {
  const { firstName, lastName, jobTitle } = application;
  return downloadName([`${firstName} ${lastName}`, jobTitle, "resume"], "pdf");
}
