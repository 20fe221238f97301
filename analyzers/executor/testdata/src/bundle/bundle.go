// Package bundle wraps the notes Provider for other apps: the verdict
// moves on to its callers.
package bundle

import (
	"example.com/alerts/notes"
	"github.com/clawseed/cetpaudit/cetp"
)

// Default returns the Provider with an allow-all policy; near miss CETP608 here.
func Default() *cetp.Provider { // want Default:`returns the Provider at notes.go:22 with mutating tools "delete_note"`
	p := notes.New(func(int, []string) bool { return true })
	return p
}
