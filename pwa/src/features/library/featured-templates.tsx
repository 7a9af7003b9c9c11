import { Carousel } from '../../shared/ui/carousel';
import { TemplateCard, TemplateCardSkeleton } from './template-card';
import { byCarouselOrder } from './templates-order';
import { usePublishedTemplates } from './use-published-templates';

/**
 * The welcome-screen carousel: templates flagged for the welcome screen, in carousel order.
 * One per view under 768 px, two above. Hidden when there are none; a failure is left to the
 * template list below, which shows the error and Retry.
 */
export function FeaturedTemplates() {
  const result = usePublishedTemplates({ forWelcomeScreen: true });
  if (result.status === 'error') return null;
  if (result.status === 'success' && result.templates.length === 0) return null;

  return (
    <section aria-labelledby="featured-heading" className="on-dark bg-night-800 py-10 text-night-100 sm:py-14">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <p className="text-sm font-semibold tracking-widest text-gold-300 uppercase">Featured</p>
        <h2 id="featured-heading" className="mt-1 text-2xl font-semibold text-white sm:text-3xl">
          Tonight's tales
        </h2>
        <div className="mt-6" aria-busy={result.status === 'loading'}>
          {result.status === 'loading' ? (
            <div className="grid gap-4 md:grid-cols-2">
              <TemplateCardSkeleton tone="dark" />
              <div className="hidden md:block">
                <TemplateCardSkeleton tone="dark" />
              </div>
            </div>
          ) : (
            <Carousel
              label="Featured stories"
              tone="dark"
              items={[...result.templates].sort(byCarouselOrder)}
              getKey={(t) => t.id}
              itemsPerView={{ base: 1, md: 2 }}
              renderItem={(t) => <TemplateCard template={t} />}
            />
          )}
        </div>
      </div>
    </section>
  );
}
