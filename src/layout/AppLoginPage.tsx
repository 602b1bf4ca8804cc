import { useLogin } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { LoginPage } from '../authProvider/LoginPage';
import { readSession } from '../authProvider/session';

/** /login inside the console (after a logout or an ended session); with a session, go home. */
export function AppLoginPage() {
  const login = useLogin();
  if (readSession()) return <Navigate to="/" replace />;
  return <LoginPage onSignedIn={() => void login({})} />;
}
