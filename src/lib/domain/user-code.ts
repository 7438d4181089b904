/**
 * The user code links an identity to its user record (front-office.md §5): agency code + agent
 * code when the profile has a non-empty agency code, otherwise the identity subject.
 */
export function userCodeFromClaims(claims: { sub?: unknown; agency_code?: unknown; agent_code?: unknown }): string | undefined {
  const agency = typeof claims.agency_code === 'string' ? claims.agency_code.trim() : '';
  if (agency) {
    const agent = typeof claims.agent_code === 'string' ? claims.agent_code.trim() : '';
    return `${agency}${agent}`;
  }
  return typeof claims.sub === 'string' && claims.sub ? claims.sub : undefined;
}
