// A document that only the page can fetch (the demo API answers inside the page, so a plain
// link in a new tab would reach no one): fetched here and opened in a new tab from memory.
import { UNREADABLE_ANSWER } from '../dataProvider/ApiError';
import { notifyFailure } from './notifications';

/**
 * Opens the tab at once, while the click still allows a new window, then shows the document
 * in it; on failure the tab closes again and the error is notified under `errorTitle`.
 */
export async function openFetchedDocument(url: string, errorTitle: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(UNREADABLE_ANSWER);
    // Kept for the life of the page: the tab may be reloaded.
    const documentUrl = URL.createObjectURL(await response.blob());
    if (tab) tab.location.href = documentUrl;
    else window.open(documentUrl, '_blank');
  } catch (error) {
    tab?.close();
    notifyFailure(errorTitle, error instanceof Error && error.message !== 'Failed to fetch' ? error : new Error(UNREADABLE_ANSWER));
  }
}
