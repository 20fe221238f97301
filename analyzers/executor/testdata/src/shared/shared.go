// Package shared keeps its Providers in exported variables, which the
// program's main package configures: this package only notes that the
// verdict on their executor falls there.
package shared

import (
	"example.com/alerts/catalog"
	"github.com/clawseed/cetpaudit/cetp"
)

// Notes gets its executor from main (sharedcmd/wired) — or not
// (sharedcmd/bare).
var Notes = &cetp.Provider{Tools: catalog.Mutating()} // want `CETP608: note: provider declares mutating tools "delete_alert" \(delete\) and wires no MutationExecutor here; it is the exported variable shared.Notes` Notes:`returns the Provider at shared.go:\d+ with mutating tools "delete_alert" \(delete\) and no executor`
