/** The id of the line that says why the only administrator's actions are off. */
export const onlyAdminReasonId = (account: { id: string }) => `only-admin-${account.id}`;
