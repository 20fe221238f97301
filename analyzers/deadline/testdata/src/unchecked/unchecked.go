// Package unchecked handles execute_tool itself and starts side effects
// before looking at the deadline.
package unchecked

import (
	"context"
	"database/sql"
	"os/exec"
	"time"

	"github.com/clawseed/cetpaudit/cetp"
)

type server struct{ db *sql.DB }

// ExecuteTool is the transport's entry point for execute_tool.
func (s *server) ExecuteTool(ctx context.Context, req *cetp.Request) (*cetp.Result, *cetp.Error) {
	switch req.ToolName {
	case "create_alert":
		return s.create(ctx, req) // want `CETP619: ExecuteTool handles the request itself .*\(\*sql.DB\).ExecContext at unchecked.go:\d+ \(through unchecked.server.create\)`
	case "sync":
		if err := exec.CommandContext(ctx, "/system/bin/sync").Run(); err != nil { // the handler's first side effect is reported, once
			return nil, cetp.NewError(cetp.ErrUnavailable, "sync failed")
		}
	}
	return nil, nil
}

// create is called by ExecuteTool only: it is judged as part of it.
func (s *server) create(ctx context.Context, req *cetp.Request) (*cetp.Result, *cetp.Error) {
	if _, err := s.db.ExecContext(ctx, "INSERT INTO alerts VALUES (?)", req.RequestID); err != nil {
		return nil, cetp.NewError(cetp.ErrInternalError, "internal error")
	}
	return &cetp.Result{}, nil
}

// Late checks the deadline only after the write.
func (s *server) Late(ctx context.Context, req *cetp.Request) *cetp.Error {
	_, err := s.db.ExecContext(ctx, "DELETE FROM alerts WHERE id = ?", req.RequestID) // want `CETP619: Late handles the request itself .*\(\*sql.DB\).ExecContext`
	if req.Expired(time.Now()) {
		return cetp.NewError(cetp.ErrDeadlineExceeded, "too late")
	}
	if err != nil {
		return cetp.NewError(cetp.ErrInternalError, "internal error")
	}
	return nil
}
