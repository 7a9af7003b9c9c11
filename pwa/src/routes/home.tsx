// / (spec 1 §1, §2): the first paint. Statically loaded with the app; every feature face it
// imports gives it only the light parts it names.
import { CategoryShortcuts, HomeHero, QuickStarts } from '../features/home';
import { FeaturedTemplates, TemplateList } from '../features/library';
import { ResumableStoriesGate } from '../features/stories';

/**
 * Home (spec 1 §1, §2): a returning player's stories first (so 'Continue your stories' is in the
 * first screenful), then the intro and Join Game, featured carousel, category shortcuts, quick
 * starts into the wizard, template list.
 */
export function HomePage() {
  return (
    <>
      <title>Taleforge — play stories together</title>
      <ResumableStoriesGate />
      <HomeHero />
      <FeaturedTemplates />
      <div className="space-y-14 pt-12 sm:space-y-16 sm:pt-16">
        <CategoryShortcuts />
        <QuickStarts />
        <TemplateList />
      </div>
    </>
  );
}
