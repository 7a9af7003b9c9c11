// /templates/{id}/configure (spec 1 §2): the template configurator.
export { ConfigurePage } from '../features/story-creation';
