import type { CapacitorConfig } from '@capacitor/cli';

/**
 * Native shell (Capacitor 7) around the built web app (dist). See NATIVE.md for the commands.
 * The splash stays up until the app hides it itself after 2000 ms (spec §1/§9,
 * src/platform/native/native-shell.ts); iOS gets a light status bar on teal.
 */
const config: CapacitorConfig = {
  appId: 'app.cadence.coach',
  appName: 'Cadence',
  webDir: 'dist',
  backgroundColor: '#f8fafa',
  plugins: {
    SplashScreen: {
      launchAutoHide: false,
      launchShowDuration: 2000,
      backgroundColor: '#0d9488',
      showSpinner: false,
    },
    StatusBar: {
      style: 'LIGHT',
      backgroundColor: '#0d9488',
      overlaysWebView: false,
    },
  },
  ios: { contentInset: 'automatic' },
  android: { allowMixedContent: false },
};

export default config;
