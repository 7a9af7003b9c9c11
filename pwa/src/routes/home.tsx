import { CategoryShortcuts } from '../features/home/category-shortcuts';
import { FeaturedTemplates } from '../features/home/featured-templates';
import { HomeHero } from '../features/home/home-hero';
import { QuickStarts } from '../features/home/quick-starts';
import { ResumableStoriesGate } from '../features/stories/resumable-stories-gate';
import { TemplateList } from '../features/home/template-list';

/** Home (spec 1 §1, §2): intro and Join Game, resumable stories, featured carousel, category shortcuts, quick starts into the wizard, template list. */
export function HomePage() {
  return (
    <>
      <title>Taleforge — play stories together</title>
      <HomeHero />
      <ResumableStoriesGate />
      <FeaturedTemplates />
      <div className="space-y-14 pt-12 sm:space-y-16 sm:pt-16">
        <CategoryShortcuts />
        <QuickStarts />
        <TemplateList />
      </div>
    </>
  );
}
