// Package kiosk declares its own Providers with executors from the store
// package.
package kiosk

import (
	"database/sql"

	"example.com/alerts/catalog"
	"example.com/alerts/store"
	"github.com/clawseed/cetpaudit/cetp"
)

// unset's Default is never assigned anywhere: no executor. (Unexported: no
// other package can set its Executor, so the verdict is this package's.)
var unset = &cetp.Provider{Tools: catalog.Mutating(), Executor: store.Default} // want `CETP608: provider declares mutating tools "delete_alert" \(delete\) but wires no MutationExecutor`

// near miss CETP608: an executor store.NewSQL returns.
var db *sql.DB
var Wired = &cetp.Provider{Tools: catalog.Mutating(), Executor: store.NewSQL(db)}

// near miss CETP608: an unexported constructor whose result is wired in the package.
func newKiosk() *cetp.Provider { return &cetp.Provider{Tools: catalog.Mutating()} }

func init() {
	k := newKiosk()
	k.Executor = store.NewSQL(db)
}
