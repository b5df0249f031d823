/**
 * The first `length` characters of a body and an ellipsis when there is more (spec part 2 §9: 172
 * in the projects-list panel, 50 in the admin table). Counted in characters as people see them, so
 * an emoji or an accented letter is never cut in half.
 */
export function excerpt(text: string, length: number): string {
  const characters = Array.from(text);
  return characters.length > length ? `${characters.slice(0, length).join('').trimEnd()}…` : text;
}
