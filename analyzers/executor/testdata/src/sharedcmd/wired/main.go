package main // want package:`wires an executor into example.com/alerts/shared.Notes`

// Command wired sets shared.Notes' executor before serving it: near miss
// CETP608, at the verdict.

import (
	"database/sql"

	"example.com/alerts/shared"
	"example.com/alerts/store"
)

func main() {
	var db *sql.DB
	shared.Notes.Executor = store.NewSQL(db)
	_ = shared.Notes
}
