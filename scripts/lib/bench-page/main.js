// The "second browser" of npm run bench:stack: signs in as the friend and records when each snapshot
// of one shopping item arrives, with the real Firebase browser SDK over WebChannel.
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFirestoreEmulator, doc, getFirestore, onSnapshot } from 'firebase/firestore';

const q = new URLSearchParams(location.search);
const app = initializeApp({ projectId: q.get('project'), apiKey: 'local-fake-api-key' });
const auth = getAuth(app);
connectAuthEmulator(auth, q.get('auth'), { disableWarnings: true });
const db = getFirestore(app);
const [host, port] = q.get('firestore').split(':');
connectFirestoreEmulator(db, host, Number(port));

window.__snaps = [];
window.__ready = (async () => {
  await signInWithEmailAndPassword(auth, q.get('email'), q.get('password'));
  await new Promise((resolve, reject) => {
    onSnapshot(
      doc(db, 'shoppingItems', q.get('item')),
      (snap) => {
        window.__snaps.push({
          at: Date.now(),
          checked: snap.get('checked'),
          pending: snap.metadata.hasPendingWrites,
        });
        resolve();
      },
      reject,
    );
  });
  document.getElementById('status').textContent = 'listening';
  return true;
})();
