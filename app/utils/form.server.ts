/**
 * The request's form fields, or null when the body is not a readable form
 * (JSON, plain text, a missing Content-Type, broken multipart): callers answer
 * 400 instead of letting the parser's exception become a 500.
 */
export async function readFormData(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}
