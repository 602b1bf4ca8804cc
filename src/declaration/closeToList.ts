import { useLocation, useNavigate } from 'react-router-dom';

/** Closes a dialog of a declared list: back to the list as it was, whose view is the dialog's query string. */
export function useCloseToList(listName: string): () => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  return () => void navigate({ pathname: `/${listName}`, search });
}
