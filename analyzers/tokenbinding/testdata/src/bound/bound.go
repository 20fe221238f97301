// Package bound binds tokens to the caller and uses resume tokens once:
// near misses for CETP620.
package bound

import (
	"sync"

	"github.com/clawseed/cetpaudit/cetp"
)

type pending struct {
	uid  int
	tool string
}

type opKey struct {
	uid int
	id  string
}

type app struct {
	mu       sync.Mutex
	resumes  map[string]pending
	sessions sync.Map
	ops      map[opKey]*cetp.Result
	names    map[string]string
}

func (a *app) resume(req *cetp.Request) error {
	a.mu.Lock()
	defer a.mu.Unlock()
	p, ok := a.resumes[req.ResumeToken]
	delete(a.resumes, req.ResumeToken) // single use, whatever the outcome
	if !ok || p.uid != req.Caller.UID || p.tool != req.ToolName {
		return cetp.NewError(cetp.ErrInvalidRequest, "unknown resume token")
	}
	return nil
}

func (a *app) session(req *cetp.Request) bool {
	v, ok := a.sessions.Load(req.SessionToken)
	return ok && v.(int) == req.Caller.UID
}

func (a *app) operation(req *cetp.Request, operationID string) *cetp.Result {
	return a.ops[opKey{req.Caller.UID, operationID}] // a key bound to the caller
}

func (a *app) issue(req *cetp.Request, resumeToken string) {
	a.resumes[resumeToken] = pending{uid: req.Caller.UID, tool: req.ToolName} // storing, not looking up
}

func (a *app) display(symbol string) string {
	return a.names[symbol] // not a token
}
