// Package relay serves a request through a function value it is handed
// and never stores or takes itself: what runs cannot be seen here, so a
// note rather than silence (CETP619).
package relay

import (
	"context"
	"time"

	"github.com/clawseed/cetpaudit/cetp"
)

// Serve runs next without checking the deadline.
func Serve(ctx context.Context, req *cetp.Request, next func(context.Context, *cetp.Request) error) error {
	return next(ctx, req) // want `CETP619: note: Serve handles the request itself and calls "next", a function value`
}

// ServeChecked checks it first: a near miss.
func ServeChecked(ctx context.Context, req *cetp.Request, next func(context.Context, *cetp.Request) error) error { // want ServeChecked:"checks the request deadline"
	if req.Expired(time.Now()) {
		return cetp.NewError(cetp.ErrDeadlineExceeded, "too late")
	}
	return next(ctx, req)
}
