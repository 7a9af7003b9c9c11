// `virtual:credits`, served by credits-plugin.ts: what the credits page lists, collected at build
// time. Its types live here so the plugin (collector) and the page share one definition.
declare module 'virtual:credits' {
  /** Where a package runs: in the app on the player's device, on the server, or both. */
  export type CreditRuntime = 'device' | 'server';

  /** One open-source package the app depends on at runtime. */
  export type PackageCredit = {
    name: string;
    version: string;
    /** SPDX expression from the package's own package.json, or 'Unknown'. */
    license: string;
    /** Homepage or repository as an https URL; the npm page when the package names neither. */
    url: string;
    /** Where Taleforge's own code imports it (empty for packages only pulled in by others). */
    runtimes: CreditRuntime[];
  };

  /** One font role of the design system and its font stack (system fonts only). */
  export type FontCredit = {
    /** The design token, e.g. 'sans'. */
    token: string;
    /** Families in order of preference, as written in the stylesheet. */
    families: string[];
  };

  /** Everything the credits page lists. */
  export type CreditsData = {
    /** The project's own `dependencies` (never devDependencies), by name. */
    packages: PackageCredit[];
    /** Production packages pulled in by those (from the lockfile), by name. */
    transitive: PackageCredit[];
    fonts: FontCredit[];
  };

  const credits: CreditsData;
  export default credits;
}
