// Package config reads cetpaudit's configuration file, .cetpaudit.json:
// which rules run and at what level, which paths are excluded, how dex
// source paths map to repository files, the fail-on level, and suppressions
// with their reasons. The file is found from the working directory upward
// (Discover) or named with --config (Load).
//
// The format is JSON read strictly: an unknown key, a duplicate key, an
// unknown rule ID or a value of the wrong type is an error that names the
// file, the line and the key. docs/config.md explains the choice of JSON.
package config
