// Co-authoring: the World as a Y.Doc, shared by the server and the World editor. A separate entry
// (`@engine/world-doc`) so that yjs stays out of the bundle of every screen that is not the editor.
export {
  ADMIN_ONLY_FIELDS,
  SERVER_OWNED_FIELDS,
  WORLD_DOC_LAYOUT,
  WORLD_DOC_META,
  WORLD_DOC_SECTIONS,
  WORLD_DOC_VERSION,
  type FieldKind,
  type WorldDocSection,
} from './doc-layout';
export {
  docToTemplateInput,
  isWorldDocInitialised,
  sectionMap,
  sectionOfField,
  templateToDoc,
  toYValue,
  worldDocVersion,
  type WorldDocInput,
} from './world-doc';
export { AUTH_SAVED_SUBTYPE } from './saved-message';
