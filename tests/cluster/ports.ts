/** CLUSTER_PORT and the next three: instance A and B on PostgreSQL, one on PGlite, the S3 server. */
export function clusterPorts() {
  const base = Number(process.env.CLUSTER_PORT ?? 3600);
  return { first: base, second: base + 1, embedded: base + 2, s3: base + 3 };
}

/** The contact form's limit per address on the two PostgreSQL instances (counted together). */
export const CLUSTER_CONTACT_LIMIT = 4;
