import crypto from "node:crypto";

/**
 * A real PDF of about `bytes` bytes: one page whose content stream carries
 * the bulk as comments (readers show an empty page), with a correct
 * cross-reference table, as a scanned or designed CV of that size would be.
 */
export function largePdf(bytes: number): Buffer {
  const filler: string[] = [];
  let size = 0;
  while (size < bytes) {
    // Random text, so no layer on the way can compress it away.
    const line = `% ${crypto.randomBytes(48).toString("base64")}\n`;
    filler.push(line);
    size += line.length;
  }
  const content = `BT /F1 24 Tf 72 700 Td (Curriculum vitae) Tj ET\n${filler.join("")}`;
  const objects = [
    "<</Type/Catalog/Pages 2 0 R>>",
    "<</Type/Pages/Kids[3 0 R]/Count 1>>",
    "<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>",
    `<</Length ${Buffer.byteLength(content)}>>\nstream\n${content}\nendstream`,
    "<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  pdf += `trailer\n<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}
