// Package apk opens Android APKs and decodes their AndroidManifest.xml into
// the typed manifest model.
//
// Entries are read from the zip central directory, as Android's package
// manager reads them (archive/zip); when the directory cannot be parsed, one
// linear scan of the local headers finds them instead, so truncated and
// dex-prepended (Janus) files still open and a flood of crafted headers
// costs time in proportion to the file. An APK that reads differently to
// different zip readers — duplicate entry names, or a local header naming
// another entry than its directory record — is audited as Android reads it
// and its ambiguities are reported (File.Problems); every copy of a
// duplicated manifest is audited.
//
// resources.arsc is parsed by github.com/avast/apkparser. The binary XML of
// the manifest is read by this package's own bounds-checked decoder,
// because the rules need each attribute's aapt type (an integer "3" versus
// a float "1.0" versus a string), which apkparser's string API does not
// keep.
//
// Every read is capped: entry inflation is counted as it streams
// (MaxManifestBytes, MaxResourcesBytes, or the caller's limit for
// ReadEntry), all of an APK's reads together are capped by its budget
// (Options.MaxInflated, scan --max-dex-bytes), zip entry counts are bounded
// (MaxEntries), and the XML decoder checks every offset, count and nesting
// level, so crafted input yields an error naming the file and the fault,
// never a panic.
package apk
