// Package notes wires store's handlers into a Provider. Its Execute hook
// calls store.Store.DeleteNote after Handle's deadline check: near miss
// CETP619, in this package and in store. Its maintenance entry point
// calls the same handler outside Handle without checking the deadline:
// true positive, reported at the call, with the path into store.
package notes

import (
	"context"

	"example.com/alerts/crosshook/store"
	"github.com/clawseed/cetpaudit/cetp"
)

// New serves the store through Handle.
func New(s *store.Store, exec cetp.MutationExecutor) *cetp.Provider {
	return &cetp.Provider{
		Executor: exec,
		Execute: func(ctx context.Context, req *cetp.Request, tool *cetp.Tool) (*cetp.Result, error) {
			return s.DeleteNote(ctx, req)
		},
	}
}

type maintenance struct{ s *store.Store }

// sweep is the maintenance job's entry point: it replays a request it
// built itself, not through Handle.
func (m maintenance) sweep(ctx context.Context, req *cetp.Request) (*cetp.Result, error) {
	return m.s.DeleteNote(ctx, req) // want `CETP619: sweep handles the request itself .*\(\*sql.DB\).ExecContext at store.go:\d+ \(through store.Store.DeleteNote\)`
}

// sweepLive checks the deadline through store.Live first: near miss.
func (m maintenance) sweepLive(ctx context.Context, req *cetp.Request) (*cetp.Result, error) {
	if !store.Live(req) {
		return nil, cetp.NewError(cetp.ErrDeadlineExceeded, "the request deadline has passed")
	}
	return m.s.DeleteNote(ctx, req)
}
