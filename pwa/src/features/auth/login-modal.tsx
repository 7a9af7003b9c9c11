import type { User } from '@schemas';
import { useState } from 'react';
import { showToast } from '../../shared/toast/toast-store';
import { Modal } from '../../shared/ui/modal';
import { SignInPanel, type SignedInBy, type SignInView } from './login-modal-panel';

/** Props of the login modal. */
export type LoginModalProps = {
  open: boolean;
  onClose: () => void;
  initialView?: SignInView;
  /** After a successful login; the modal closes itself. */
  onLoggedIn?: (user: User) => void;
};

/**
 * 'Login or Create Account' (spec 1 §2), opened by the top bar's Sign In: the same two views as
 * the sign-in page, switched in place; after login it closes and the visitor stays where they were.
 */
export function LoginModal({ open, onClose, initialView = 'login', onLoggedIn }: LoginModalProps) {
  return (
    <Modal open={open} onClose={onClose} title="Login or Create Account" size="md">
      {open && (
        <LoginModalBody
          initialView={initialView}
          onLoggedIn={(user, by) => {
            // A new account's form already said it is created and signed in.
            if (by === 'login') showToast({ kind: 'success', title: 'Signed in', message: `Welcome, ${user.username}.` });
            onClose();
            onLoggedIn?.(user);
          }}
        />
      )}
    </Modal>
  );
}

function LoginModalBody({ initialView, onLoggedIn }: { initialView: SignInView; onLoggedIn: (user: User, by: SignedInBy) => void }) {
  const [view, setView] = useState<SignInView>(initialView);
  return <SignInPanel view={view} onViewChange={setView} onLoggedIn={onLoggedIn} />;
}
