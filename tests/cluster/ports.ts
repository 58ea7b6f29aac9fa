/** CLUSTER_PORT and the next three: instance A and B on PostgreSQL, one on PGlite, the S3 server. */
export function clusterPorts() {
  const base = Number(process.env.CLUSTER_PORT ?? 3600);
  return { first: base, second: base + 1, embedded: base + 2, s3: base + 3 };
}

/** The contact form's limit per address on the two PostgreSQL instances (counted together). */
export const CLUSTER_CONTACT_LIMIT = 4;

/** CLUSTER_PORT + 10 and + 11: the backup journey's own site and the site restored from it. */
export function backupPorts() {
  const base = Number(process.env.CLUSTER_PORT ?? 3600);
  return { source: base + 10, restored: base + 11 };
}
