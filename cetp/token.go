package cetp

import (
	"crypto/rand"
	"encoding/base64"
)

// TokenBytes is how many random bytes a token carries: 256 bits, so tokens
// are unpredictable (§2.2, §4.3) and their text (43 characters) stays far
// below MaxSessionTokenBytes.
const TokenBytes = 32

// NewToken returns an opaque, unpredictable token from crypto/rand, encoded
// as unpadded base64url. Binding it to a caller, version, capabilities, tool
// or arguments is the Provider's bookkeeping: store that binding beside it,
// never inside it.
func NewToken() string {
	b := make([]byte, TokenBytes)
	// crypto/rand.Read never returns an error (it crashes the program
	// irrecoverably if the system's randomness fails).
	_, _ = rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}

// NewSessionToken returns a negotiate session_token (§2.2).
func NewSessionToken() string { return NewToken() }

// NewResumeToken returns a single-use resume_token (§4.3).
func NewResumeToken() string { return NewToken() }

// NewOperationID returns an operation_id (§4.4).
func NewOperationID() string { return "op_" + NewToken() }
