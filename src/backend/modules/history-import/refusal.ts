import type { ErrorText } from '../../http/errors.ts';

/**
 * What the import could not read, said twice: the English message for the log and the CLI, and the
 * reason in the catalogue's words (`text`) for the screen.
 */
export class ImportRefusal extends Error {
  readonly text: ErrorText;
  constructor(message: string, text: ErrorText) {
    super(message);
    this.text = text;
  }
}
