import { Link } from "wouter";
import type { CityLetter } from "@shared/api";
import { countOf } from "@shared/format";
import { citiesPath } from "@shared/paths";
import { cityLettersGridClass } from "../ui/page-skeletons";

const letterClass = "flex h-9 items-center justify-center rounded-md border text-sm font-semibold";
const currentClass = `${letterClass} border-brand-600 bg-brand-600 text-white`;
const otherClass = `${letterClass} border-slate-300 bg-white text-brand-700 hover:border-brand-600 hover:bg-brand-50`;

/** A link for each letter that has towns; the first letter's is the bare /cities, which shows it. */
export function CityLetters({ letters, current }: { letters: CityLetter[] | undefined; current: string | undefined }) {
  const first = letters?.[0]?.letter;
  return (
    <nav aria-label="Cities by letter" className="mt-6">
      <ul className={cityLettersGridClass}>
        {letters?.map(({ letter, cityCount }) => (
          <li key={letter}>
            <Link
              href={citiesPath({ letter: letter === first ? undefined : letter })}
              aria-current={letter === current ? "page" : undefined}
              title={`${letter}: ${countOf(cityCount, "city", "cities")}`}
              className={letter === current ? currentClass : otherClass}
            >
              {letter}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
