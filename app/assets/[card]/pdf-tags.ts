import {
  type PDFArray,
  type PDFDict,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  type PDFDocument,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';

/** A structure element of a tagged PDF: a heading, a paragraph, a list item… */
export type TagElement = { type: string; ref: PDFRef; dict: PDFDict; kids: PDFArray };

/**
 * The tags of a PDF (ISO 32000 –14.8, what PDF/UA asks for): a tree of structure elements over the
 * text a page draws, so that a screen reader reads the card as headings, paragraphs and lists in
 * order, and skips what only decorates it.
 */
export class PdfTags {
  private readonly owners = new Map<PDFPage, PDFRef[]>();
  readonly document: TagElement;

  constructor(private readonly pdf: PDFDocument) {
    this.document = this.create('Document');
  }

  /**
   * A new element of `type`, the last under `parent`. `actualText` is what a reader says instead
   * of what is drawn: a dash in a price column becomes 'niet per glas'.
   */
  element(type: string, parent: TagElement, actualText?: string): TagElement {
    const element = this.create(type, actualText);
    element.dict.set(PDFName.of('P'), parent.ref);
    parent.kids.push(element.ref);
    return element;
  }

  private create(type: string, actualText?: string): TagElement {
    const kids = this.pdf.context.obj([]);
    const dict = this.pdf.context.obj({ Type: 'StructElem', S: type, K: kids });
    if (actualText !== undefined)
      dict.set(PDFName.of('ActualText'), PDFHexString.fromText(actualText));
    return { type, ref: this.pdf.context.register(dict), dict, kids };
  }

  /** What `draw` puts on `page`, as content of `element`. */
  content(element: TagElement, page: PDFPage, draw: () => void): void {
    const owners = this.owners.get(page) ?? [];
    this.owners.set(page, owners);
    const mcid = owners.length;
    owners.push(element.ref);
    page.pushOperators(
      // The property list written as it is (an operand pdf-lib has no type for).
      PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
        PDFName.of(element.type),
        `<< /MCID ${mcid} >>`,
      ]),
    );
    draw();
    page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
    element.kids.push(
      this.pdf.context.obj({ Type: 'MCR', Pg: page.ref, MCID: PDFNumber.of(mcid) }),
    );
  }

  /** What `draw` puts on `page` only to look well: no reader reads it out. */
  artifact(page: PDFPage, draw: () => void): void {
    page.pushOperators(
      PDFOperator.of(PDFOperatorNames.BeginMarkedContent, [PDFName.of('Artifact')]),
    );
    draw();
    page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
  }

  /** Writes the tree into the document: call once, after the last page is drawn. */
  finish(): void {
    const { context, catalog } = this.pdf;
    const nums = context.obj([]);
    this.pdf.getPages().forEach((page, i) => {
      // Which element owns each MCID of the page, and the order of its links and fields: the
      // order of the structure.
      page.node.set(PDFName.of('StructParents'), PDFNumber.of(i));
      page.node.set(PDFName.of('Tabs'), PDFName.of('S'));
      nums.push(PDFNumber.of(i));
      nums.push(context.obj(this.owners.get(page) ?? []));
    });
    const root = context.register(
      context.obj({
        Type: 'StructTreeRoot',
        K: this.document.ref,
        ParentTree: context.obj({ Nums: nums }),
        ParentTreeNextKey: this.pdf.getPageCount(),
      }),
    );
    this.document.dict.set(PDFName.of('P'), root);
    catalog.set(PDFName.of('StructTreeRoot'), root);
    catalog.set(PDFName.of('MarkInfo'), context.obj({ Marked: true }));
  }
}
