// Package weak is a Provider that issues guessable tokens.
package weak

import (
	"encoding/hex"
	"fmt"
	"math/rand"
	randv2 "math/rand/v2"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/clawseed/cetpaudit/cetp"
)

type session struct {
	SessionToken string
	CallerUID    int
	Expires      time.Time
}

type sessions struct {
	mu     sync.Mutex
	byTok  map[string]*session
	nextOp int64
}

func (s *sessions) negotiate(uid int) *session {
	sess := &session{
		SessionToken: strconv.FormatInt(time.Now().UnixNano(), 36), // want `CETP613: session token is built from the clock \("time.Now\(\)"\)`
		CallerUID:    uid,
		Expires:      time.Now().Add(time.Hour), // an expiry is not a token
	}
	s.mu.Lock()
	s.byTok[sess.SessionToken] = sess
	s.mu.Unlock()
	return sess
}

// newResumeToken is a helper whose result is a token.
func newResumeToken() string {
	b := make([]byte, 16)
	for i := range b {
		b[i] = byte(rand.Intn(256)) // want `CETP613: resume token is built from math/rand`
	}
	return hex.EncodeToString(b)
}

func needsConfirmation() *cetp.Error {
	e := cetp.NewError(cetp.ErrUserActionRequired, "confirm the alert in the app")
	e.ResumeToken = newResumeToken()
	return e
}

func (s *sessions) accept() *cetp.Result {
	s.mu.Lock()
	s.nextOp++
	id := fmt.Sprintf("op_%d", s.nextOp) // want `CETP613: operation ID is built from a counter`
	s.mu.Unlock()
	return &cetp.Result{Operation: &cetp.Operation{ID: id, PollAfter: time.Second}}
}

var seq atomic.Uint64

func wireAccepted() map[string]any {
	return map[string]any{
		cetp.KeyOperationID: "op-" + strconv.FormatUint(seq.Add(1), 10), // want `CETP613: operation ID is built from a counter`
	}
}

func resumeV2() string {
	resumeToken := fmt.Sprintf("%016x", randv2.Uint64()) // want `CETP613: resume token is built from math/rand`
	return resumeToken
}
