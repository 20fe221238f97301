package main

// Command audited hands shared.Notes to wire.Audit, which sets only its
// Authorize hook, and serves it: CETP608 at the first use that serves it.

import (
	"example.com/alerts/shared"
	"example.com/alerts/sharedcmd/wire"
)

func main() {
	wire.Audit(shared.Notes) // want `CETP608: the program serves shared.Notes, the provider declared at shared.go:\d+`
}
