/** Why linking an add-on would be refused (spec, rule 8), in a sentence, before anything is sent; null when fine. */
export function extraLinkProblem(
  experienceId: string,
  addOnId: string,
  linkedAddOnIds: readonly string[],
): string | null {
  if (addOnId === experienceId) return 'An experience cannot be its own extra.'
  if (linkedAddOnIds.includes(addOnId)) return 'This experience is already linked as an extra.'
  return null
}
