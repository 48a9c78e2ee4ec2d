/**
 * electron-builder `afterPack` hook: flips Electron's fuses in the packaged binary (DESIGN §6),
 * after the app is laid out and before it is signed or wrapped into AppImage/deb/dmg/nsis.
 *
 *   RunAsNode off                          ELECTRON_RUN_AS_NODE cannot turn the app into node
 *   EnableNodeOptionsEnvironmentVariable off   NODE_OPTIONS cannot inject code
 *   EnableNodeCliInspectArguments off      --inspect / --inspect-brk are ignored
 *   OnlyLoadAppFromAsar on                 no app/ folder next to app.asar is ever loaded
 *   EnableEmbeddedAsarIntegrityValidation on   app.asar is checked against its hash — on macOS and
 *                                          Windows only: Electron implements the check nowhere else,
 *                                          so on Linux this fuse is on but does nothing (the deb's
 *                                          files are protected by being root-owned under /opt)
 *   GrantFileProtocolExtraPrivileges off   file:// gets no extra powers (we serve app://)
 *   EnableCookieEncryption on              cookies at rest are encrypted with the OS keychain
 *
 * CommonJS because electron-builder `require`s hooks and package.json is `"type": "module"`.
 */
const path = require('node:path');
const { flipFuses, FuseV1Options, FuseVersion } = require('@electron/fuses');

/** The fuse settings, exported so the packaging test asserts exactly what is flipped. */
const FUSES = {
  [FuseV1Options.RunAsNode]: false,
  [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
  [FuseV1Options.EnableNodeCliInspectArguments]: false,
  [FuseV1Options.OnlyLoadAppFromAsar]: true,
  [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
  [FuseV1Options.GrantFileProtocolExtraPrivileges]: false,
  [FuseV1Options.EnableCookieEncryption]: true,
};

/** The Electron binary (or .app bundle) electron-builder laid out in `appOutDir`. */
function electronBinary(context) {
  const { appOutDir, electronPlatformName, packager } = context;
  const product = packager.appInfo.productFilename;
  switch (electronPlatformName) {
    case 'darwin':
    case 'mas':
      return path.join(appOutDir, `${product}.app`);
    case 'win32':
      return path.join(appOutDir, `${product}.exe`);
    case 'linux':
      return path.join(appOutDir, packager.executableName);
    default:
      throw new Error(`after-pack: no fuse target for platform ${electronPlatformName}`);
  }
}

async function afterPack(context) {
  const binary = electronBinary(context);
  const isMac = context.electronPlatformName === 'darwin' || context.electronPlatformName === 'mas';
  await flipFuses(binary, {
    version: FuseVersion.V1,
    // Flipping fuses invalidates an ad-hoc signature; Apple silicon refuses to run unsigned code.
    resetAdHocDarwinSignature: isMac,
    ...FUSES,
  });
}

module.exports = afterPack;
module.exports.default = afterPack;
module.exports.FUSES = FUSES;
module.exports.electronBinary = electronBinary;
