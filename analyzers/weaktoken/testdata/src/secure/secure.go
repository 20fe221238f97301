// Package secure issues tokens from crypto/rand: near misses for CETP613.
package secure

import (
	"crypto/rand"
	"encoding/base64"
	"fmt"
	mrand "math/rand"
	"time"

	"github.com/clawseed/cetpaudit/cetp"
)

type session struct {
	SessionToken string
	ExpiresAt    time.Time
	Attempts     int
}

func negotiate() *session {
	s := &session{
		SessionToken: cetp.NewSessionToken(),
		ExpiresAt:    time.Now().Add(24 * time.Hour),
	}
	s.Attempts++
	return s
}

func newResumeToken() string {
	b := make([]byte, 32)
	_, _ = rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}

// A timestamp next to secure randomness does not make a token guessable.
func newOperationID() string {
	return fmt.Sprintf("op_%d_%s", time.Now().Unix(), cetp.NewToken())
}

func accepted() *cetp.Result {
	return &cetp.Result{Operation: &cetp.Operation{ID: newOperationID(), PollAfter: time.Second}}
}

func confirm() *cetp.Error {
	return &cetp.Error{Code: cetp.ErrUserActionRequired, Message: "confirm in the app", ResumeToken: newResumeToken()}
}

// Jitter uses math/rand for timing, not for a token.
func pollAfter() time.Duration {
	return time.Second + time.Duration(mrand.Intn(500))*time.Millisecond
}

// requestCounter counts requests; it is not a token.
var requestCounter int

func count() string {
	requestCounter++
	return fmt.Sprint(requestCounter)
}
