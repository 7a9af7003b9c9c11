import credits, { type PackageCredit } from 'virtual:credits';

/** How each font token of the design system is used. */
const FONT_ROLES: Readonly<Record<string, string>> = {
  sans: 'Interface text, buttons and forms',
  display: 'Headings and titles',
  prose: 'Story text and lectures',
};

const RUNTIME_LABELS = { device: 'On your device', server: 'On our server' } as const;

/** Licences and how many packages use each, most used first. */
function licenceTally(packages: readonly PackageCredit[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const p of packages) counts.set(p.license, (counts.get(p.license) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** /credits: fonts and the open-source software Taleforge runs on, generated at build time (spec 3 §2). */
export function CreditsPage() {
  const all = [...credits.packages, ...credits.transitive];
  return (
    <article aria-labelledby="credits-heading" className="mx-auto max-w-4xl px-4 pt-8 sm:px-6 sm:pt-14">
      <title>Credits · Taleforge</title>
      <h1 id="credits-heading" className="text-4xl font-semibold tracking-tight sm:text-5xl">
        Credits
      </h1>
      <p className="mt-5 max-w-2xl font-prose text-lg leading-relaxed text-ink-800 sm:text-xl">
        Taleforge stands on the work of many people who share their code openly. Thank you. This page lists the fonts and the open-source
        software the app runs on; the list is generated from the app itself each time it is built.
      </p>

      <section aria-labelledby="fonts-heading" className="mt-10">
        <h2 id="fonts-heading" className="text-2xl font-semibold sm:text-3xl">
          Fonts
        </h2>
        <p className="mt-2 max-w-2xl leading-relaxed text-ink-700">
          Taleforge downloads no web fonts. It uses system font stacks: each kind of text is set in the first of these typefaces that is
          already installed on your device.
        </p>
        <ul className="mt-5 grid gap-4 sm:grid-cols-3">
          {credits.fonts.map((f) => (
            <li key={f.token} className="rounded-2xl border border-parchment-300 bg-parchment-50 p-4 shadow-card">
              <h3 className="font-sans text-base font-semibold">{FONT_ROLES[f.token] ?? f.token}</h3>
              <p className="mt-2 text-3xl text-ink-950" style={{ fontFamily: `var(--font-${f.token})` }} aria-hidden="true">
                Aa Qq
              </p>
              <p className="mt-2 text-sm leading-relaxed text-ink-600">{f.families.join(', ')}</p>
            </li>
          ))}
        </ul>
        <p className="mt-4 max-w-2xl text-sm leading-relaxed text-ink-600">
          Icons and illustrations, including the story covers and the Academy’s pictures, are drawn in code for Taleforge.
        </p>
      </section>

      <section aria-labelledby="software-heading" className="mt-12">
        <h2 id="software-heading" className="text-2xl font-semibold sm:text-3xl">
          Open-source software
        </h2>
        <p className="mt-2 max-w-2xl leading-relaxed text-ink-700">
          The {credits.packages.length} packages Taleforge depends on directly, with their licences. Follow a name to its project.
        </p>
        <ul className="mt-5 divide-y divide-parchment-300 rounded-2xl border border-parchment-300 bg-parchment-50 shadow-card">
          {credits.packages.map((p) => (
            <li key={p.name} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 sm:px-5">
              <a
                href={p.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center font-semibold text-ink-950 underline decoration-parchment-400 underline-offset-4 hover:text-ember-700 hover:decoration-ember-500"
              >
                {p.name}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
              <span className="text-sm text-ink-600">{p.version}</span>
              <span className="ml-auto flex flex-wrap items-center gap-1.5">
                {p.runtimes.map((r) => (
                  <span key={r} className="rounded-full bg-night-100 px-2.5 py-0.5 text-xs font-medium text-night-700">
                    {RUNTIME_LABELS[r]}
                  </span>
                ))}
                <span className="rounded-full bg-success-50 px-2.5 py-0.5 text-xs font-semibold text-success-600">{p.license}</span>
              </span>
            </li>
          ))}
        </ul>

        <details className="group mt-6 rounded-2xl border border-parchment-300 bg-parchment-50 shadow-card">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-4 py-3 font-semibold text-ink-950 hover:bg-parchment-100 sm:px-5 [&::-webkit-details-marker]:hidden">
            <span>And the {credits.transitive.length} packages these depend on</span>
            <span aria-hidden="true" className="text-ember-700 transition-transform group-open:rotate-180">
              ▾
            </span>
          </summary>
          <ul className="grid gap-x-6 px-4 pb-4 text-sm sm:grid-cols-2 sm:px-5">
            {credits.transitive.map((p) => (
              <li key={`${p.name}@${p.version}`} className="flex items-center justify-between gap-3 border-t border-parchment-200">
                <a
                  href={p.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center break-all text-ink-900 underline decoration-parchment-400 underline-offset-2 hover:text-ember-700"
                >
                  {p.name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
                <span className="shrink-0 text-ink-600">
                  {p.version} · {p.license}
                </span>
              </li>
            ))}
          </ul>
        </details>

        <section aria-labelledby="licences-heading" className="mt-8">
          <h3 id="licences-heading" className="font-sans text-base font-semibold">
            Licences at a glance
          </h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {licenceTally(all).map(([licence, count]) => (
              <li key={licence} className="rounded-full border border-parchment-300 bg-parchment-50 px-3 py-1 text-sm text-ink-800">
                {licence}: {count}
              </li>
            ))}
          </ul>
        </section>
      </section>
    </article>
  );
}
