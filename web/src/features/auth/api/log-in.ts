// Sign in with email and password; the session then reaches the app through AuthProvider.
import { signInWithEmailAndPassword } from "firebase/auth";
import { auth } from "../../../lib/firebase";

export interface LogInInput {
  email: string;
  password: string;
}

export async function logInWithEmail({ email, password }: LogInInput): Promise<void> {
  await signInWithEmailAndPassword(auth, email, password);
}
