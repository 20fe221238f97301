// Package scan is cetpaudit's one data flow: it finds the inputs under the
// given paths, loads each into its model (manifest from an APK or a source
// AndroidManifest.xml, …), runs the rule registry over them, and returns the
// findings with paths relative to the root, plus the inputs it could not
// read. It knows nothing of flags or output formats.
package scan
