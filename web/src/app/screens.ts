// The code of each route, one lazy chunk per screen. Kept apart from the signed-in shell so the start-up
// can begin loading the current screen before the shell (and the SDKs it needs) has arrived.
export const screens = {
  '/': () => import('../features/camera/camera-page'),
  '/recipe': () => import('../features/recipe/recipe-page'),
  '/history': () => import('../features/history/history-page'),
  '/shopping': () => import('../features/shopping/shopping-page'),
  '/settings': () => import('../features/settings/settings-page'),
  '/health': () => import('../features/health/health-page'),
};

/** Starts loading the screen a path shows (unknown paths show the camera), ahead of rendering it. */
export function preloadScreen(pathname: string): Promise<unknown> {
  const load = screens[pathname.replace(/\/+$/, '') as keyof typeof screens] ?? screens['/'];
  return load();
}
