/** Browser only: saves `content` as a file named `fileName`, of the media type given. */
export function downloadFile(fileName: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a task later: some browsers read the blob only after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
