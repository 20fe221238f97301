// Package dispatch serves its tools through a cetp.Provider whose Execute
// hook dispatches to one helper per tool: the helpers take the request but
// not the tool, and Handle has checked the deadline before the hook runs,
// so they are not entry points (near misses for CETP619). A second entry
// point reaches the same kind of helper without Handle: a true positive.
package dispatch

import (
	"context"
	"database/sql"
	"os"

	"github.com/clawseed/cetpaudit/cetp"
)

type service struct {
	db    *sql.DB
	cache string
}

// New wires the service's hooks into a Provider.
func New(s *service, exec cetp.MutationExecutor) *cetp.Provider {
	return &cetp.Provider{
		Executor:  exec,
		Authorize: s.authorize,
		Execute:   s.execute,
	}
}

func (s *service) authorize(ctx context.Context, req *cetp.Request, tool *cetp.Tool) error {
	return s.audit(ctx, req) // near miss CETP619: an Authorize hook, called after Handle's deadline check
}

// audit records the attempt; only the Authorize hook calls it.
func (s *service) audit(ctx context.Context, req *cetp.Request) error {
	_, err := s.db.ExecContext(ctx, "INSERT INTO audit (uid, tool) VALUES (?, ?)", req.Caller.UID, req.ToolName)
	return err
}

func (s *service) execute(ctx context.Context, req *cetp.Request, tool *cetp.Tool) (*cetp.Result, error) {
	handlers := map[string]func(context.Context, *cetp.Request) (*cetp.Result, error){
		"archive_note": s.archiveNote,
	}
	if h, ok := handlers[tool.Name]; ok {
		return h(ctx, req)
	}
	switch tool.Name {
	case "delete_note":
		return s.deleteNote(ctx, req)
	}
	return nil, cetp.NewError(cetp.ErrToolNotFound, "no such tool")
}

// deleteNote is reached from the Execute hook only.
func (s *service) deleteNote(ctx context.Context, req *cetp.Request) (*cetp.Result, error) {
	var args struct {
		ID string `json:"id"`
	}
	if err := req.DecodeArgs(&args); err != nil {
		return nil, err
	}
	if _, err := s.db.ExecContext(ctx, "DELETE FROM notes WHERE id = ?", args.ID); err != nil { // near miss CETP619: reached from the Execute hook
		return nil, err
	}
	return &cetp.Result{}, s.dropCache(args.ID)
}

func (s *service) dropCache(id string) error {
	return os.Remove(s.cache + "/" + id + ".bin")
}

// archiveNote is reached from the hook through a map of method values.
func (s *service) archiveNote(ctx context.Context, req *cetp.Request) (*cetp.Result, error) {
	_, err := s.db.ExecContext(ctx, "UPDATE notes SET archived = 1 WHERE id = ?", req.RequestID) // near miss CETP619: a method value the hook calls
	return &cetp.Result{}, err
}

// Purge is called by the app's maintenance job with a request it built
// itself, not through Handle: it is an entry point, and the helper it
// shares with nobody writes before any deadline check.
func (s *service) Purge(ctx context.Context, req *cetp.Request) (*cetp.Result, error) {
	return s.purgeAll(ctx, req) // want `CETP619: Purge handles the request itself .*\(\*sql.DB\).ExecContext at dispatch.go:\d+ \(through dispatch.service.purgeAll\)`
}

func (s *service) purgeAll(ctx context.Context, req *cetp.Request) (*cetp.Result, error) {
	_, err := s.db.ExecContext(ctx, "DELETE FROM notes WHERE owner = ?", req.Caller.UID)
	return &cetp.Result{}, err
}
