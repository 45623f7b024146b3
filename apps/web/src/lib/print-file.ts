import { english } from '@showgrid/shared/i18n/english';
import { inScreensLanguage } from './screen-words';

/** The frame's name for a screen reader, in the screens' language. */
const FRAME_TITLE = english(/*i18n*/ { id: 'Document to print' });
/** Marks the frame, whatever language its title is in. */
const FRAME_MARK = 'data-print-frame';

/**
 * Opens the browser's print dialog for a PDF, alongside its download: the file is loaded into an
 * invisible frame and printed from there (the organiser prints the cards at once, and still has
 * the file). One frame at a time; a browser that cannot print a PDF frame keeps the download.
 */
export function printFile(blob: Blob): void {
  document.querySelectorAll(`iframe[${FRAME_MARK}]`).forEach((old) => old.remove());
  const url = URL.createObjectURL(blob);
  const frame = document.createElement('iframe');
  frame.title = inScreensLanguage(FRAME_TITLE);
  frame.setAttribute(FRAME_MARK, '');
  // Not display:none: some browsers do not print a frame that is not rendered.
  frame.style.cssText = 'position:fixed;inset-inline-end:0;bottom:0;width:1px;height:1px;border:0;opacity:0';
  frame.addEventListener('load', () => {
    try {
      frame.contentWindow?.focus();
      frame.contentWindow?.print();
    } catch {
      // The download stands.
    }
  });
  frame.src = url;
  document.body.append(frame);
}
