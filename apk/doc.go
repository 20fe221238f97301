// Package apk opens Android APKs and decodes their AndroidManifest.xml into
// the typed manifest model.
//
// The zip layer and resources.arsc come from github.com/avast/apkparser,
// whose zip reader tolerates the broken central directories and prepended
// data that Android itself accepts. The binary XML of the manifest is read
// by this package's own bounds-checked decoder, because the rules need each
// attribute's aapt type (an integer "3" versus a float "1.0" versus a
// string), which apkparser's string API does not keep.
//
// Every read is capped: entry inflation is counted as it streams
// (MaxManifestBytes, MaxResourcesBytes, or the caller's limit for
// ReadEntry), zip entry counts are bounded (MaxEntries), and the XML
// decoder checks every offset, count and nesting level, so crafted input
// yields an error naming the file and the fault, never a panic.
package apk
