import { expect, test } from "vitest";
import { DEMO_COMPANY } from "~/modules/company/company-info";
import {
  accountApprovedEmail,
  alreadyRegisteredEmail,
  passwordResetEmail,
  twoFactorChangedEmail,
  verificationEmail,
} from "./emails.server";

const URL = "https://example.com/link";

test("staff e-mails greet the account's owner by first name", () => {
  const facts = { stillOn: true, when: new Date(0), ip: "192.0.2.1", settingsUrl: URL };
  const emails = [
    verificationEmail(URL, DEMO_COMPANY, "Dana Okafor"),
    alreadyRegisteredEmail(URL, DEMO_COMPANY, "Dana Okafor"),
    passwordResetEmail(URL, 30, DEMO_COMPANY, "Dana Okafor"),
    accountApprovedEmail({ name: "Dana Okafor" }, URL, DEMO_COMPANY),
    twoFactorChangedEmail({ kind: "app-added" }, { ...facts, name: "Dana Okafor" }, DEMO_COMPANY),
  ];
  for (const email of emails) {
    expect(email.text).toMatch(/^Hello Dana,\n/);
    expect(email.html).toContain("<p>Hello Dana,</p>");
    expect(email.text).not.toContain("Okafor");
  }
});

test("a name typed at sign-up that is not a name is not repeated", () => {
  const email = verificationEmail(URL, DEMO_COMPANY, "Win.a.prize at evil.example");
  expect(email.text).toMatch(/^Hello,\n/);
  expect(email.text).not.toContain("evil");
});
