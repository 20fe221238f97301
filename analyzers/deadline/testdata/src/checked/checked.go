// Package checked handles requests with the deadline checked first, or
// through cetp.Provider hooks: near misses for CETP619.
package checked

import (
	"context"
	"database/sql"
	"time"

	"github.com/clawseed/cetpaudit/cetp"
)

type server struct{ db *sql.DB }

// ExecuteTool checks the deadline through a helper before the write.
func (s *server) ExecuteTool(ctx context.Context, req *cetp.Request) (*cetp.Result, *cetp.Error) {
	if err := expired(req); err != nil {
		return nil, err
	}
	if _, err := s.db.ExecContext(ctx, "INSERT INTO alerts VALUES (?)", req.RequestID); err != nil {
		return nil, cetp.NewError(cetp.ErrInternalError, "internal error")
	}
	return &cetp.Result{}, nil
}

func expired(req *cetp.Request) *cetp.Error {
	if req.Expired(time.Now()) {
		return cetp.NewError(cetp.ErrDeadlineExceeded, "the request deadline has passed")
	}
	return nil
}

// Direct reads the field itself and derives a context from it.
func (s *server) Direct(ctx context.Context, req *cetp.Request) error {
	ctx, cancel := context.WithDeadline(ctx, req.Deadline)
	defer cancel()
	_, err := s.db.ExecContext(ctx, "DELETE FROM alerts WHERE id = ?", req.RequestID)
	return err
}

// execute is a cetp.Provider hook: Handle checked the deadline before
// calling it.
func (s *server) execute(ctx context.Context, req *cetp.Request, tool *cetp.Tool) (*cetp.Result, error) {
	_, err := s.db.ExecContext(ctx, "INSERT INTO alerts VALUES (?)", req.RequestID)
	return &cetp.Result{}, err
}

// Lookup reads only.
func (s *server) Lookup(ctx context.Context, req *cetp.Request) (string, error) {
	var name string
	err := s.db.QueryRowContext(ctx, "SELECT name FROM alerts WHERE id = ?", req.RequestID).Scan(&name)
	return name, err
}

// Provider serves through Handle.
var Provider = &cetp.Provider{Execute: (&server{}).execute}

// serve is a transport that hands the request to Handle, whose calls of
// the Provider's hook fields hide nothing: the hooks are judged where they
// are wired (near miss for the note on function values out of sight).
func serve(ctx context.Context, req *cetp.Request) (*cetp.Result, *cetp.Error) {
	return Provider.Handle(ctx, req)
}

var _ = serve
