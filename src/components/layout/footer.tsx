import { Link } from "react-router-dom";
import { LogoMark } from "./logo";

interface FooterProps {
  brandName: string;
  about: string;
  columns: Array<{ title: string; links: Array<{ label: string; href: string }> }>;
  copyright: string;
  bottomNote: string;
  /** The footer's language when the page around it is in another one (an English legal text). */
  lang?: string;
}

export function Footer({ brandName, about, columns, copyright, bottomNote, lang }: FooterProps) {
  return (
    <footer lang={lang} className="border-t bg-slate-950 text-slate-300">
      <div className="container grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-6">
        <div className="lg:col-span-2">
          <Link to="/" className="flex items-center gap-2 text-xl font-extrabold text-white">
            <LogoMark />
            <span>{brandName}</span>
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-relaxed">{about}</p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-white">
              {column.title}
            </h2>
            <ul className="mt-4 space-y-1">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link
                    to={link.href}
                    className="inline-block py-1.5 text-sm hover:text-white hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <div className="container flex flex-col gap-2 py-6 text-sm sm:flex-row sm:justify-between">
          <p>{copyright}</p>
          <p>{bottomNote}</p>
        </div>
      </div>
    </footer>
  );
}
