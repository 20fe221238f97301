// Command viasetup serves shared.Notes after setup wired it, in a package
// main imports: near miss CETP608.
package main

import (
	"context"
	"database/sql"

	"example.com/alerts/shared"
	"example.com/alerts/sharedcmd/setup"
	"github.com/clawseed/cetpaudit/cetp"
)

func main() {
	var db *sql.DB
	setup.Wire(db)
	var req cetp.Request
	shared.Notes.Handle(context.Background(), &req)
}
