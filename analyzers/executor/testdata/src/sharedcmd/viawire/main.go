package main // want package:`wires an executor into example.com/alerts/shared.Notes`

// Command viawire hands shared.Notes to wire.Setup, another package's
// helper that sets its Executor (through Prepare): near miss CETP608.

import (
	"context"
	"database/sql"

	"example.com/alerts/shared"
	"example.com/alerts/sharedcmd/wire"
	"github.com/clawseed/cetpaudit/cetp"
)

func main() {
	var db *sql.DB
	wire.Setup(shared.Notes, db)
	var req cetp.Request
	shared.Notes.Handle(context.Background(), &req)
}
