/** The settings sections by the names the settings window shows, and the app's one limit, in English. */
export const SETTINGS_CONTROL = 'Settings → Control';
export const SETTINGS_CONNECTION = 'Settings → Connection';
export const SETTINGS_READ_ACCESS = 'Settings → Read access';

/** Lights and switches are the only things the app can switch (RFC-0019); no setting changes that. */
export const ONLY_LIGHTS_AND_SWITCHES = "I can only turn lights and switches on or off — that's a limit of this app, not a setting.";
