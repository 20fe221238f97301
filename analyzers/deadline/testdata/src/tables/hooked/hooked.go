// Package hooked serves its tools through a Provider whose Execute hook
// looks the handler up in a map a constructor filled with method values
// (h.fns[tool.Name]): the handlers run after Handle's deadline check, so
// the one that deletes is a near miss for CETP619.
package hooked

import (
	"context"
	"database/sql"

	"github.com/clawseed/cetpaudit/cetp"
)

type handlerFunc func(context.Context, *cetp.Request) (*cetp.Result, error)

// H dispatches by tool name.
type H struct {
	db  *sql.DB
	fns map[string]handlerFunc
	// extra holds handlers added one by one.
	extra []handlerFunc
}

// New fills the table.
func New(db *sql.DB) *H {
	h := &H{db: db}
	h.fns = map[string]handlerFunc{"delete_note": h.delete}
	h.extra = append(h.extra, func(ctx context.Context, req *cetp.Request) (*cetp.Result, error) {
		_, err := h.db.ExecContext(ctx, "DELETE FROM drafts WHERE id = ?", req.RequestID) // near miss CETP619: a literal the hook calls from a slice
		return &cetp.Result{}, err
	})
	return h
}

// Provider wires the hook.
func (h *H) Provider(exec cetp.MutationExecutor) *cetp.Provider {
	return &cetp.Provider{Executor: exec, Execute: h.execute}
}

func (h *H) execute(ctx context.Context, req *cetp.Request, tool *cetp.Tool) (*cetp.Result, error) {
	fn, ok := h.fns[tool.Name]
	if !ok {
		for _, x := range h.extra {
			return x(ctx, req)
		}
		return nil, cetp.NewError(cetp.ErrToolNotFound, "no such tool")
	}
	return fn(ctx, req)
}

func (h *H) delete(ctx context.Context, req *cetp.Request) (*cetp.Result, error) {
	_, err := h.db.ExecContext(ctx, "DELETE FROM notes WHERE id = ?", req.RequestID) // near miss CETP619: reached from the hook through h.fns
	return &cetp.Result{}, err
}
