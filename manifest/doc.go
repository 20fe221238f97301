// Package manifest is the typed model of an AndroidManifest.xml that the
// manifest rules read, built either from the binary XML inside an APK (package
// apk) or from a source manifest (this package's ParseSource), with the same
// meaning in both: class names resolved against the package, exported state
// with the platform defaults, permissions inherited from <application>, and
// meta-data values carrying the type aapt gives them.
package manifest
