export type * from './types';
export { ImportFileError } from './errors';
export { CSV_COLUMNS } from './csv-row';
export { formatImportReport, importFormatOf } from './report';
