package main

// Command audited hands shared.Notes to wire.Audit, which only sets its
// Authorize hook (configuring it is no serving use), then serves it:
// CETP608 at the first use that serves it.

import (
	"context"

	"example.com/alerts/shared"
	"example.com/alerts/sharedcmd/wire"
	"github.com/clawseed/cetpaudit/cetp"
)

func main() {
	wire.Audit(shared.Notes)
	var req cetp.Request
	shared.Notes.Handle(context.Background(), &req) // want `CETP608: the program serves shared.Notes, the provider declared at shared.go:\d+`
}
