import type { ReactNode } from "react";

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

/** Questions as h3 headings with their answers, all visible so they can be read and searched. */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200">
      {items.map((item) => (
        <div key={item.question} className="p-5">
          <h3 className="text-lg font-semibold text-slate-900">{item.question}</h3>
          <div className="mt-2 leading-7 text-slate-700">{item.answer}</div>
        </div>
      ))}
    </div>
  );
}
