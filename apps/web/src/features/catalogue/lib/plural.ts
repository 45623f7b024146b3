/** "1 parameter", "3 parameters", "1 category", "2 categories". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${String(count)} ${count === 1 ? one : many}`;
}
