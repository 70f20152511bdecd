/** The file cannot be read as a whole (not ONIX, not our CSV header, not UTF-8…): nothing of it was imported. */
export class ImportFileError extends Error {}
