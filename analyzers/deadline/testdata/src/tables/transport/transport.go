// Package transport serves requests itself, without cetp.Provider.Handle:
// it routes through a table of another package's method values. The route
// that writes is reached before any deadline check (CETP619); the same
// table behind a deadline check is a near miss.
package transport

import (
	"context"
	"database/sql"
	"time"

	"example.com/alerts/tables/notes"
	"github.com/clawseed/cetpaudit/cetp"
)

type handler func(context.Context, *cetp.Request) error

// Routes builds the table.
func Routes(db *sql.DB) map[string]handler {
	s := &notes.Store{DB: db}
	return map[string]handler{"touch": s.Touch, "peek": s.Peek}
}

func serve(ctx context.Context, req *cetp.Request, routes map[string]handler) error {
	return routes[req.ToolName](ctx, req) // want `CETP619: serve handles the request itself .* reaches \(\*sql.DB\).ExecContext`
}

func serveChecked(ctx context.Context, req *cetp.Request, routes map[string]handler) error {
	if req.Expired(time.Now()) {
		return cetp.NewError(cetp.ErrDeadlineExceeded, "too late")
	}
	return routes[req.ToolName](ctx, req) // near miss CETP619: the deadline is checked first
}
