// Package unbound looks tokens up by the token alone.
package unbound

import (
	"context"
	"sync"

	"github.com/clawseed/cetpaudit/cetp"
)

type pending struct {
	uid  int
	tool string
}

type app struct {
	mu       sync.Mutex
	resumes  map[string]pending
	sessions sync.Map
	ops      map[string]*cetp.Result
}

func (a *app) resume(ctx context.Context, req *cetp.Request) error {
	a.mu.Lock()
	defer a.mu.Unlock()
	p, ok := a.resumes[req.ResumeToken] // want `CETP620: the resume token "req.ResumeToken" is looked up by the token alone: no comparison with req.Caller.UID binds it to its caller; it is not removed after this use`
	if !ok || p.tool != req.ToolName {
		return cetp.NewError(cetp.ErrInvalidRequest, "unknown resume token")
	}
	return nil
}

func (a *app) session(req *cetp.Request) bool {
	_, ok := a.sessions.Load(req.SessionToken) // want `CETP620: the session token "req.SessionToken" is looked up by the token alone: no comparison with req.Caller.UID`
	return ok
}

func (a *app) operation(operationID string) *cetp.Result {
	return a.ops[operationID] // want `CETP620: the operation ID "operationID" is looked up by the token alone`
}

func (a *app) resumeChecked(req *cetp.Request) error {
	p, ok := a.resumes[req.ResumeToken] // want `CETP620: .*it is not removed after this use, so it can be replayed`
	if !ok || p.uid != req.Caller.UID {
		return cetp.NewError(cetp.ErrInvalidRequest, "unknown resume token")
	}
	return nil
}
