// Package cli serves the notes Provider and forgets the executor.
package cli

import (
	"context"

	"example.com/alerts/bundle"
	"example.com/alerts/notes"
	"example.com/alerts/store"
	"github.com/clawseed/cetpaudit/cetp"
)

func Serve(ctx context.Context, req *cetp.Request) (*cetp.Result, *cetp.Error) {
	p := notes.New(func(int, []string) bool { return true }) // want `CETP608: notes.New returns the provider declared at notes.go:22, whose mutating tools "delete_note" \(delete\) need a MutationExecutor, and none is wired to it here`
	return p.Handle(ctx, req)
}

func ServeBundled(ctx context.Context, req *cetp.Request) (*cetp.Result, *cetp.Error) {
	p := bundle.Default() // want `CETP608: bundle.Default returns the provider declared at notes.go:22`
	p.Executor = store.Default
	return p.Handle(ctx, req)
}

// near miss CETP608: store.Journal is assigned by store.Open.
func ServeJournaled(ctx context.Context, req *cetp.Request) (*cetp.Result, *cetp.Error) {
	p := bundle.Default()
	p.Executor = store.Journal
	return p.Handle(ctx, req)
}
