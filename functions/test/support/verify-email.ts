// Verifies the signed-in user's e-mail the way a person does on the local stack: the app asks Auth to send
// the verification mail, the Auth emulator keeps its out-of-band code instead of mailing it, and the code is
// applied as following the link would. The user's ID token is then refreshed, so callables see
// `email_verified`.
import { type Auth, applyActionCode, sendEmailVerification } from 'firebase/auth';

interface OobCode {
  email: string;
  oobCode: string;
  requestType: string;
}

export async function verifyEmail(auth: Auth, authUrl: string, projectId: string): Promise<void> {
  const user = auth.currentUser;
  if (!user?.email) throw new Error('verifyEmail: no signed-in user with an e-mail');
  await sendEmailVerification(user);
  const response = await fetch(`${authUrl}/emulator/v1/projects/${projectId}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  const code = oobCodes
    .filter((c) => c.requestType === 'VERIFY_EMAIL' && c.email.toLowerCase() === user.email?.toLowerCase())
    .at(-1);
  if (!code) throw new Error(`verifyEmail: the Auth emulator holds no verification code for ${user.email}`);
  await applyActionCode(auth, code.oobCode);
  await user.reload();
  await user.getIdToken(true);
}
