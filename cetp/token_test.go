package cetp

import (
	"strings"
	"testing"
)

func TestNewToken(t *testing.T) {
	seen := map[string]bool{}
	for range 100 {
		tok := NewToken()
		if len(tok) < MinTokenBytes || len(tok) > MaxSessionTokenBytes {
			t.Fatalf("token length %d out of bounds", len(tok))
		}
		if strings.ContainsAny(tok, "+/=") {
			t.Fatalf("token %q is not unpadded base64url", tok)
		}
		if seen[tok] {
			t.Fatalf("token %q repeated", tok)
		}
		seen[tok] = true
	}
	if !strings.HasPrefix(NewOperationID(), "op_") {
		t.Error("operation id lacks its prefix")
	}
}
