// Package report renders a scan's findings as text, JSON, JSON lines, GitHub
// workflow annotations or HTML, and writes output files atomically. SARIF
// lives in package sarif.
package report

import "time"

// Meta describes the run, for reports that show it (HTML).
type Meta struct {
	Started time.Time
	Version string
	// Commit is the cetpaudit revision or tag, when known.
	Commit string
	Root   string
	// Config is the configuration file used, relative to Root.
	Config string
	// Args are the command-line arguments.
	Args []string
}
