/**
 * The claims of a JSON Web Token, read without checking its signature: for showing what a token says
 * (names, limits) before the platform, which does check it, acts on it. Null when it is no JWT.
 */
export function readJwtClaims(token: string): unknown {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
    return JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))));
  } catch {
    return null;
  }
}
