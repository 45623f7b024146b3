const FRAME_TITLE = 'Document to print';

/**
 * Opens the browser's print dialog for a PDF, alongside its download: the file is loaded into an
 * invisible frame and printed from there (the organiser prints the cards at once, and still has
 * the file). One frame at a time; a browser that cannot print a PDF frame keeps the download.
 */
export function printFile(blob: Blob): void {
  document.querySelectorAll(`iframe[title="${FRAME_TITLE}"]`).forEach((old) => old.remove());
  const url = URL.createObjectURL(blob);
  const frame = document.createElement('iframe');
  frame.title = FRAME_TITLE;
  // Not display:none: some browsers do not print a frame that is not rendered.
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:1px;height:1px;border:0;opacity:0';
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
