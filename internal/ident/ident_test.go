package ident

import (
	"slices"
	"testing"
)

func TestTokens(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"resumeToken", []string{"resume", "token"}},
		{"resume_token", []string{"resume", "token"}},
		{"opID", []string{"op", "id"}},
		{"HTTPServer", []string{"http", "server"}},
		{"calling-package", []string{"calling", "package"}},
		{"newSessionToken2", []string{"new", "session", "token2"}},
		{"ResumeTOKEN", []string{"resume", "token"}},
		{"userÜberName", []string{"user", "über", "name"}},
		{"bad\xffbyte", []string{"bad", "byte"}},
		{"", nil},
	}
	for _, tt := range tests {
		if got := Tokens(tt.in); !slices.Equal(got, tt.want) {
			t.Errorf("Tokens(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
