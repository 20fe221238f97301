// Package generic decodes its arguments through helpers — a generic
// decode[T](req) that returns them, and a bind(req, &v) that fills what it
// is handed — instead of calling req.DecodeArgs at each use. A
// "confirmed" argument decoded so that gates a write is a true positive
// for CETP614; a server-side flag gating the same write is a near miss.
package generic

import (
	"context"
	"database/sql"
	"encoding/json"

	"github.com/clawseed/cetpaudit/cetp"
)

type deleteArgs struct {
	ID        string `json:"id"`
	Confirmed bool   `json:"confirmed"`
}

type purgeArgs struct {
	Force bool `json:"force"`
}

func decode[T any](req *cetp.Request) (T, error) {
	var v T
	err := json.Unmarshal(req.Args, &v)
	return v, err
}

func bind(req *cetp.Request, v any) error {
	return json.Unmarshal(req.Args, v)
}

type server struct {
	db       *sql.DB
	readOnly bool
}

func (s *server) execute(ctx context.Context, req *cetp.Request, tool *cetp.Tool) (*cetp.Result, error) {
	switch tool.Name {
	case "delete_note":
		a, err := decode[deleteArgs](req)
		if err != nil {
			return nil, cetp.NewError(cetp.ErrInvalidArgs, "bad arguments")
		}
		if !a.Confirmed { // want `CETP614: the request argument "confirmed" decides whether \(\*sql.DB\).ExecContext at generic.go:\d+ runs`
			return nil, cetp.NewError(cetp.ErrUserActionRequired, "confirm first")
		}
		_, err = s.db.ExecContext(ctx, "DELETE FROM notes WHERE id = ?", a.ID)
		return &cetp.Result{}, err
	case "purge_notes":
		var p purgeArgs
		if err := bind(req, &p); err != nil {
			return nil, cetp.NewError(cetp.ErrInvalidArgs, "bad arguments")
		}
		if !p.Force { // want `CETP614: the request argument "force" decides whether \(\*sql.DB\).ExecContext at generic.go:\d+ runs`
			return nil, cetp.NewError(cetp.ErrUserActionRequired, "confirm first")
		}
		_, err := s.db.ExecContext(ctx, "DELETE FROM notes")
		return &cetp.Result{}, err
	case "archive_note":
		a, err := decode[deleteArgs](req)
		if err != nil {
			return nil, cetp.NewError(cetp.ErrInvalidArgs, "bad arguments")
		}
		if s.readOnly { // near miss CETP614: the server decides, not the request
			return nil, cetp.NewError(cetp.ErrPermissionDenied, "read-only")
		}
		_, err = s.db.ExecContext(ctx, "UPDATE notes SET archived = 1 WHERE id = ?", a.ID)
		return &cetp.Result{}, err
	}
	return nil, cetp.NewError(cetp.ErrToolNotFound, "no such tool")
}

var _ = (&server{}).execute
