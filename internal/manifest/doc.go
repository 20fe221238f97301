// Package manifest is the typed model of an AndroidManifest.xml that the
// manifest rules read, built either from the binary XML inside an APK (package
// apk) or from a source manifest (this package's ParseSource and LoadSource),
// with the same meaning in both: class names resolved against the package,
// exported state with the platform defaults, permissions inherited from
// <application>, and meta-data values carrying the type aapt gives them.
//
// Both decoders produce an Element tree and hand it to Build, so the
// platform's reading of a manifest (only the first <application> counts,
// android: attributes match by resource id, a provider's read and write
// permissions fall back to its own permission, the last duplicate meta-data
// wins) lives in one place. For source text, InferValue and its siblings
// type each attribute the way aapt 1:10 compiles it — "3" an integer, "1.0"
// and "2147483648" floats, "0x2" hex, "true" a boolean, "@…" a reference —
// so a rule gives the same answer on the source and on the APK built from
// it.
package manifest
