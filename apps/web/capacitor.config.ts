import type { CapacitorConfig } from '@capacitor/cli';

/**
 * Native shell (Capacitor 7) around the built web app (dist). See NATIVE.md for the commands.
 * The splash stays up until the app hides it itself after 2000 ms (spec §1/§9,
 * src/platform/native/native-shell.ts); iOS gets a light status bar on teal. Reminders are local
 * notifications scheduled with the OS (docs/decisions/021-reminders.md).
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
    // Daily and weekly reminders scheduled with the OS (src/platform/reminders/native-reminders.ts).
    // Android: a monochrome status-bar icon `ic_stat_cadence` in res/drawable (see NATIVE.md).
    LocalNotifications: {
      smallIcon: 'ic_stat_cadence',
      iconColor: '#0d9488',
    },
  },
  ios: { contentInset: 'automatic' },
  android: { allowMixedContent: false },
};

export default config;
