// Package attach holds attachment handlers that cmd/attachd routes to
// through a table of method values.
package attach

import (
	"context"
	"database/sql"
	"os"
	"path/filepath"
	"time"

	"example.com/gofacts/safejoin"
	"github.com/clawseed/cetpaudit/cetp"
)

// Store keeps attachments under Dir.
type Store struct {
	Dir string
	DB  *sql.DB
}

type nameArgs struct {
	Name string `json:"name"`
}

// Remove deletes an attachment through safejoin.Join: contained.
func (s *Store) Remove(ctx context.Context, req *cetp.Request) error {
	if req.Expired(time.Now()) {
		return cetp.NewError(cetp.ErrDeadlineExceeded, "too late")
	}
	var a nameArgs
	if err := req.DecodeArgs(&a); err != nil {
		return err
	}
	p, err := safejoin.Join(s.Dir, a.Name)
	if err != nil {
		return cetp.NewError(cetp.ErrInvalidArgs, "bad name")
	}
	return os.Remove(p)
}

// Drop joins the name without a check: CETP622.
func (s *Store) Drop(ctx context.Context, req *cetp.Request) error {
	if req.Expired(time.Now()) {
		return cetp.NewError(cetp.ErrDeadlineExceeded, "too late")
	}
	var a nameArgs
	if err := req.DecodeArgs(&a); err != nil {
		return err
	}
	return os.Remove(filepath.Join(s.Dir, a.Name))
}

// Touch writes without reading the deadline: noted here, reported at
// attachd's transport, which calls it through its route table.
func (s *Store) Touch(ctx context.Context, req *cetp.Request) error {
	_, err := s.DB.ExecContext(ctx, "UPDATE attachments SET seen = 1 WHERE id = ?", req.RequestID)
	return err
}
