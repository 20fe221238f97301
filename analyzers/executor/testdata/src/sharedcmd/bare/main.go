// Command bare serves shared.Notes and no package of the program sets its
// Executor: CETP608, at main's first use of the variable.
package main

import (
	"context"

	"example.com/alerts/shared"
	"github.com/clawseed/cetpaudit/cetp"
)

func main() {
	var req cetp.Request
	shared.Notes.Handle(context.Background(), &req) // want `CETP608: the program serves shared.Notes, the provider declared at shared.go:\d+, whose mutating tools "delete_alert" \(delete\) need a MutationExecutor, and no package of the program sets shared.Notes.Executor`
}
