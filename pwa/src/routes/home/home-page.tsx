import { CategoryShortcuts } from './category-shortcuts';
import { FeaturedTemplates } from './featured-templates';
import { HomeHero } from './home-hero';
import { TemplateList } from './template-list';

/** Home (spec 1 §1, §2): intro and Join Game, featured carousel, category shortcuts, template list. */
export function HomePage() {
  return (
    <>
      <title>Taleforge — play stories together</title>
      <HomeHero />
      <FeaturedTemplates />
      <div className="space-y-14 pt-12 sm:space-y-16 sm:pt-16">
        <CategoryShortcuts />
        <TemplateList />
      </div>
    </>
  );
}
