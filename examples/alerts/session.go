package alerts

import (
	"context"
	"sync"
	"time"

	"github.com/clawseed/cetpaudit/cetp"
)

// Sessions are the sessions negotiate issued, each bound to the caller UID
// it was issued to and expiring after a fixed time (§2.2). They may be lost
// on restart: the Consumer then negotiates again.
type Sessions struct {
	ttl time.Duration
	now func() time.Time

	mu      sync.Mutex
	byToken map[string]session
}

type session struct {
	uid     int
	expires time.Time
}

// NewSessions returns an empty session table whose sessions last ttl.
func NewSessions(ttl time.Duration) *Sessions {
	return &Sessions{ttl: ttl, now: time.Now, byToken: map[string]session{}}
}

// Issue returns a new session token for the caller, for the negotiate
// response.
func (s *Sessions) Issue(uid int) string {
	token := cetp.NewSessionToken()
	s.mu.Lock()
	defer s.mu.Unlock()
	s.byToken[token] = session{uid: uid, expires: s.now().Add(s.ttl)}
	return token
}

// Check is the Provider's Session hook: the token must be one this table
// issued, to this caller, and not expired.
func (s *Sessions) Check(ctx context.Context, req *cetp.Request) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	sess, ok := s.byToken[req.SessionToken]
	if !ok || sess.uid != req.Caller.UID {
		return cetp.NewError(cetp.ErrNegotiationRequired, "negotiate a session first")
	}
	if !s.now().Before(sess.expires) {
		delete(s.byToken, req.SessionToken)
		return cetp.NewError(cetp.ErrNegotiationRequired, "the session expired; negotiate again")
	}
	return nil
}
