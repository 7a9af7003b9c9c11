// zip-transfer: Worlds as zip files (spec 2 §2, §4 Import, §7): export buttons with progress,
// import single (asking first for an older or same World) and collection (with its summary).
export { ExportButton, type ExportButtonProps } from './export-button';
export { ImportCollectionButton, ImportWorldButton, type ImportButtonProps } from './import-buttons';
export { exportWorlds, importCollection, importWorld, type ExportSelection } from './zip-api';
