package setup // want package:`wires an executor into example.com/alerts/shared.Notes`

// Package setup wires the shared Providers for the commands that import it.

import (
	"database/sql"

	"example.com/alerts/shared"
	"example.com/alerts/store"
)

// Wire sets the executors.
func Wire(db *sql.DB) {
	p := shared.Notes
	p.Executor = store.NewSQL(db)
}
