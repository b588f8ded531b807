/**
 * Hands a download link to the browser's own download: the file streams to disk with the
 * browser's progress and never passes through the page's memory. The link is single-use and
 * needs no bearer header, which a navigation could not send.
 */
export function startBrowserDownload(url: string) {
  const link = document.createElement('a');
  link.href = url;
  // The server names the file (Content-Disposition); `download` keeps the page where it is.
  link.download = '';
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}
