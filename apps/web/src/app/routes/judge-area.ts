// The judge's frame and screens, downloaded as one chunk (ADR 019): a tablet that opened one of
// them has them all, and a judge walking the field never waits for the next screen. The service
// worker precaches this chunk with the rest of the app, so it opens offline too.
export { JudgeLayout } from '../layouts/judge-layout';
export { CategoryPage } from '../../features/judging/components/category-page';
export { ChoicesPage } from '../../features/judging/components/choices-page';
export { ScoringPage } from '../../features/judging/components/scoring-page';
export { VehiclesPage } from '../../features/judging/components/vehicles-page';
