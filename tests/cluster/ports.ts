/** CLUSTER_PORT and the next two: instance A and B on PostgreSQL, one on PGlite. */
export function clusterPorts() {
  const base = Number(process.env.CLUSTER_PORT ?? 3600);
  return { first: base, second: base + 1, embedded: base + 2 };
}
