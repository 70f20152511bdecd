import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { ImportFileError } from './errors';
import { ONIX_SHORT_TAGS } from './onix-tags';

/** One element of a Product record, with reference names whatever the file used. */
export interface OnixElement {
  name: string;
  attributes: Record<string, string>;
  /** The element's own text (not its children's). */
  text: string;
  children: OnixElement[];
}

export interface OnixProductRecord {
  /** 1-based position of the Product in the message. */
  record: number;
  /** Line of the file where the Product starts. */
  line: number;
  product: OnixElement;
  /** The first XML error inside the record: the record may be damaged, so it is rejected with it. */
  xmlError?: string;
}

/** ONIX textformat codes (list 34) whose content is text, not HTML written as text: 05 XHTML, 06 plain text. */
const TEXT_FORMATS = new Set(['05', '06']);

function localName(tagName: string): string {
  return tagName.slice(tagName.indexOf(':') + 1);
}

function referenceName(tagName: string): string {
  const local = localName(tagName);
  return ONIX_SHORT_TAGS[local.toLowerCase()] ?? local;
}

async function* textChunks(input: AsyncIterable<Uint8Array | string>, onBytes: (bytes: number) => void): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of input) {
    if (typeof chunk === 'string') {
      onBytes(Buffer.byteLength(chunk));
      yield chunk;
    } else {
      onBytes(chunk.byteLength);
      yield decoder.decode(chunk, { stream: true });
    }
  }
  yield decoder.decode();
}

/**
 * The Product records of an ONIX 3.0 message (reference or short tags), one at a time, read with a SAX parser: only the
 * record being read is held in memory, and the next chunk of the file is read only when the caller wants more records.
 * XML errors inside a record are attached to it; XML errors between records go to `onProblem`; a file that is not an
 * ONIX 3.0 message at all throws an ImportFileError.
 */
export async function* readOnixProducts(
  input: AsyncIterable<Uint8Array | string>,
  hooks: { onBytes?: (bytes: number) => void; onProblem?: (problem: string) => void } = {},
): AsyncGenerator<OnixProductRecord> {
  const parser = new SaxesParser({ position: true, xmlns: false });
  const ready: OnixProductRecord[] = [];
  let rootSeen = false;
  let records = 0;
  let current: OnixProductRecord | null = null;
  let open: OnixElement[] = [];
  // Inside a <Text>: its XHTML (textformat 05) is kept as markup in the Text's text, in document order, for
  // markupToText; its text is escaped when the format says it is text (05 XHTML, 06 plain), so a "<" in it stays text.
  let markup: { element: OnixElement; depth: number; escape: boolean } | null = null;

  parser.on('xmldecl', (declaration) => {
    if (declaration.encoding && !/^(utf-?8|us-ascii)$/i.test(declaration.encoding)) {
      throw new ImportFileError(`The file is encoded as ${declaration.encoding}; save it as UTF-8 (for example with iconv) and import it again.`);
    }
  });
  parser.on('opentag', (tag: SaxesTagPlain) => {
    if (markup) {
      markup.element.text += `<${localName(tag.name)}>`;
      markup.depth += 1;
      return;
    }
    const name = referenceName(tag.name);
    if (!rootSeen) {
      if (name !== 'ONIXMessage') throw new ImportFileError(`This is not an ONIX message: its root element is <${tag.name}>, not <ONIXMessage>.`);
      const release = tag.attributes.release;
      if (release !== undefined && !release.startsWith('3')) {
        throw new ImportFileError(`This is an ONIX ${release} message; the import reads ONIX 3.0.`);
      }
      rootSeen = true;
      return;
    }
    const element: OnixElement = { name, attributes: tag.attributes, text: '', children: [] };
    if (current) {
      open.at(-1)!.children.push(element);
      open.push(element);
      if (name === 'Text') markup = { element, depth: 0, escape: TEXT_FORMATS.has(tag.attributes.textformat ?? '') };
    } else if (name === 'Product') {
      records += 1;
      current = { record: records, line: parser.line, product: element };
      open = [element];
    }
  });
  const addText = (text: string) => {
    if (markup) markup.element.text += markup.escape ? text.replace(/&/g, '&amp;').replace(/</g, '&lt;') : text;
    else if (current) open.at(-1)!.text += text;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', (tag: SaxesTagPlain) => {
    if (markup && markup.depth > 0) {
      markup.element.text += `</${localName(tag.name)}>`;
      markup.depth -= 1;
      return;
    }
    markup = null;
    if (!current) return;
    open.pop();
    if (open.length === 0) {
      ready.push(current);
      current = null;
    }
  });
  parser.on('error', (error) => {
    if (!rootSeen) throw new ImportFileError(`This is not an XML file: ${error.message}`);
    if (current) current.xmlError ??= error.message;
    else hooks.onProblem?.(`XML error: ${error.message}`);
  });

  let empty = true;
  for await (const text of textChunks(input, hooks.onBytes ?? (() => undefined))) {
    if (text.trim()) empty = false;
    parser.write(text);
    yield* ready.splice(0);
  }
  if (empty) throw new ImportFileError('The file is empty.');
  parser.close();
  if (current) {
    // The file ended inside a Product: what was read of it is rejected, not imported half.
    const truncated: OnixProductRecord = current;
    truncated.xmlError ??= 'the file ends inside this record';
    ready.push(truncated);
  }
  yield* ready.splice(0);
}

export function childrenNamed(element: OnixElement | undefined, name: string): OnixElement[] {
  return element ? element.children.filter((child) => child.name === name) : [];
}

export function child(element: OnixElement | undefined, name: string): OnixElement | undefined {
  return element?.children.find((candidate) => candidate.name === name);
}

/** The trimmed text of the first child of that name, or null when it is missing or empty. */
export function childText(element: OnixElement | undefined, name: string): string | null {
  const text = child(element, name)?.text.trim();
  return text ? text : null;
}
