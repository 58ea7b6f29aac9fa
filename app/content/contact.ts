/** A question and its answer, as FAQ blocks hold them. */
export type FaqItem = { question: string; answer: string };
