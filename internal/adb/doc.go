// Package adb records a CETP conversation from a device or emulator through
// the adb command: it finds the Provider's authority from the app's
// manifest, calls negotiate, get_provider_info, both list_tools versions,
// an undefined method and, only when told tool by tool, execute_tool, with
// `adb shell content call`, and turns what adb prints into a capture bundle
// (docs/captures.md).
//
// adb prints a Bundle with Bundle.toString, which neither quotes strings
// nor types numbers; the decoder here states what it can and cannot tell
// apart. Everything adb prints is untrusted: output is bounded and a
// Bundle that does not close is reported as truncated, never guessed at.
package adb
