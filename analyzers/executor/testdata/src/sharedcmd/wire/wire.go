// Package wire configures Providers it is handed, through a nested helper:
// its callers' Providers are wired (facts Setup, Prepare).
package wire

import (
	"context"
	"database/sql"
	"fmt"
	"io"

	"example.com/alerts/store"
	"github.com/clawseed/cetpaudit/cetp"
)

// Setup wires p for production.
func Setup(p *cetp.Provider, db *sql.DB) { Prepare(db, p) } // want Setup:`sets the Executor of parameters \[0\]`

// Prepare sets p's executor and its authorization hook.
func Prepare(db *sql.DB, p *cetp.Provider) { // want Prepare:`sets the Executor of parameters \[1\]`
	p.Executor = store.NewSQL(db)
	allowAll(p)
}

func allowAll(p *cetp.Provider) {
	p.Authorize = func(ctx context.Context, req *cetp.Request, t *cetp.Tool) error { return nil }
}

// Audit only sets the Authorize hook: it wires no executor.
func Audit(p *cetp.Provider) { allowAll(p) }

// List prints p's tool names: it reads p, and serves it nowhere.
func List(w io.Writer, p *cetp.Provider) {
	for _, t := range p.Tools {
		fmt.Fprintln(w, t.Name)
	}
}
