/** What a label says: all its words, and the line most likely to be the product's name. */
export interface LabelText {
  text: string;
  /** The biggest line of print (OCR) or the name a vision model read. */
  title: string | null;
  by: "ocr" | "vision";
}

/** Reads the words on a product photo; OCR by default, a vision model when configured. */
export interface LabelReader {
  readonly by: "ocr" | "vision";
  read(image: Buffer, mime: string, signal?: AbortSignal): Promise<LabelText>;
  close(): Promise<void>;
}

/** Every reader is busy and enough photos are already waiting: try again shortly. */
export class ReaderBusyError extends Error {
  constructor() {
    super("label reader busy");
    this.name = "ReaderBusyError";
  }
}
