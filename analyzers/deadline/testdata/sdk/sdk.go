// Package sdk sits in cetpaudit's own module, beside the cetp package, so
// the effects of cetp.Provider.Handle are followed into it as those of the
// module's own code (another module's are not). Handle calls the
// Provider's hook fields, whose targets the cetp package cannot see; they
// are judged where a Provider is wired with them, so a transport handing
// the request to Handle is a near miss for CETP619. A transport that
// reaches a function value nothing here stores, through a helper, gets the
// note.
package sdk

import (
	"context"

	"github.com/clawseed/cetpaudit/cetp"
)

// Audit is assigned by the program's main; nothing here stores into it.
var Audit func(ctx context.Context, requestID string) error

func record(ctx context.Context, req *cetp.Request) error { return Audit(ctx, req.RequestID) }

func execute(ctx context.Context, req *cetp.Request, tool *cetp.Tool) (*cetp.Result, error) {
	return &cetp.Result{}, nil
}

var provider = &cetp.Provider{Execute: execute}

// serve hands the request to Handle: nothing hidden.
func serve(ctx context.Context, req *cetp.Request) (*cetp.Result, *cetp.Error) {
	return provider.Handle(ctx, req)
}

// relay records the request through Audit before anything checks its
// deadline, and Audit's targets cannot be seen.
func relay(ctx context.Context, req *cetp.Request) error {
	if err := record(ctx, req); err != nil { // want `CETP619: note: relay handles the request itself and calls sdk.record, which calls Audit, a function value whose targets this package does not store or take`
		return err
	}
	_, e := provider.Handle(ctx, req)
	return e
}

var _, _ = serve, relay
