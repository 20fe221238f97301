// Package outofsight serves execute_tool from its own entry points over a
// store interface that main implements in a package this one does not
// import: a write behind it cannot be seen, so CETP619 notes it.
package outofsight

import (
	"context"
	"time"

	"github.com/clawseed/cetpaudit/cetp"
)

// Alerts is the alert store.
type Alerts interface {
	Remove(ctx context.Context, id string) error
}

type Server struct{ alerts Alerts }

// RemoveAlert reaches the store before any deadline check.
func (s *Server) RemoveAlert(ctx context.Context, req *cetp.Request) error {
	return s.alerts.Remove(ctx, req.RequestID) // want `CETP619: note: RemoveAlert handles the request itself and calls through interface method outofsight.Alerts.Remove, which no type in this package or the packages of its module it imports implements`
}

// RemoveChecked checks the deadline first: near miss CETP619.
func (s *Server) RemoveChecked(ctx context.Context, req *cetp.Request) error { // want RemoveChecked:"checks the request deadline"
	if req.Expired(time.Now()) {
		return cetp.NewError(cetp.ErrDeadlineExceeded, "the request deadline has passed")
	}
	return s.alerts.Remove(ctx, req.RequestID)
}
