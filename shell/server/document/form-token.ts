/** The contact form's hidden token field as React renders it empty (remote-public's contact-form.tsx). */
const FORM_TOKEN_FIELD = 'name="form_token" value=""';
/** What a token is made of (base 36 time, a dot, base64url signature): safe inside an attribute. */
const FORM_TOKEN_SHAPE = /^[0-9a-z]{1,12}\.[\w-]{1,64}$/;

/**
 * A rendered page is cached and shared, so the contact form's token (when the form was opened,
 * docs/inbox.md "Spam") goes into each copy as it is sent: the one the visitor posted when the
 * page answers their post, else a fresh one. Without a token the form still works.
 */
export async function withFormToken(html: string, posted: string | undefined, serverFetch: typeof fetch): Promise<string> {
  const at = html.indexOf(FORM_TOKEN_FIELD);
  if (at === -1) return html;
  let token = posted && FORM_TOKEN_SHAPE.test(posted) ? posted : '';
  if (!token) {
    try {
      const response = await serverFetch('/api/contacts/form-token');
      const body = response.ok ? ((await response.json()) as { token?: unknown }) : {};
      if (typeof body.token === 'string' && FORM_TOKEN_SHAPE.test(body.token)) token = body.token;
    } catch {
      // The API is unreachable: the page goes without a token.
    }
  }
  return `${html.slice(0, at)}name="form_token" value="${token}"${html.slice(at + FORM_TOKEN_FIELD.length)}`;
}
