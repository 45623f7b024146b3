/** A page's "nothing here" line: no vehicles, no votes, no choices. */
export function EmptyMessage({ text }: { text: string }) {
  return <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">{text}</p>;
}
