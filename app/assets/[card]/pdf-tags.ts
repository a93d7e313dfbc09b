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

export type TagElement = { type: string; ref: PDFRef; dict: PDFDict; kids: PDFArray };

// So a screen reader reads the card as headings, paragraphs and lists, and skips decoration.
export class PdfTags {
  private readonly owners = new Map<PDFPage, PDFRef[]>();
  readonly document: TagElement;

  constructor(private readonly pdf: PDFDocument) {
    this.document = this.create('Document');
  }

  // `actualText` is said instead of what is drawn: a price column's dash becomes 'niet per glas'.
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

  artifact(page: PDFPage, draw: () => void): void {
    page.pushOperators(
      PDFOperator.of(PDFOperatorNames.BeginMarkedContent, [PDFName.of('Artifact')]),
    );
    draw();
    page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
  }

  // Once, after the last page is drawn.
  finish(): void {
    const { context, catalog } = this.pdf;
    const nums = context.obj([]);
    this.pdf.getPages().forEach((page, i) => {
      // `Tabs` S: links and fields in the order of the structure.
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
