import { useLayoutEffect } from 'react';
import { useNavigate } from './navigation';

/** Moves to `to` as soon as it is drawn (guards and unknown paths); draws nothing. */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useLayoutEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}
