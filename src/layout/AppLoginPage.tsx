import { useState } from 'react';
import { useLogin } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { LoginPage } from '../authProvider/LoginPage';
import { readSession } from '../authProvider/session';

/**
 * /login inside the console (after a logout or an ended session). Arriving with a session goes
 * home; the check is made on arrival only, so that signing in here is not mistaken for it and
 * react-admin can return the user where they were going.
 */
export function AppLoginPage() {
  const login = useLogin();
  const [arrivedSignedIn] = useState(() => Boolean(readSession()));
  if (arrivedSignedIn) return <Navigate to="/" replace />;
  return <LoginPage onSignedIn={() => void login({})} />;
}
