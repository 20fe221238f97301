package dexrules_test

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dexrules"
)

// TestAllowDecisionNames: CETP617 reads a returned decision as "allow" only
// when its member (or, for a member that says neither, its class) says
// allow or grant and no word of it denies: a deny-all stub returning
// Decision.NOT_ALLOWED or GrantResult.NONE must not read as always allowing.
func TestAllowDecisionNames(t *testing.T) {
	tests := []struct {
		class, member string
		want          bool
	}{
		{"CetpAccessDecision", "Allow", true},
		{"CetpAccessDecision", "allow", true},
		{"AccessDecision", "GRANTED", true},
		{"AllowAll", "INSTANCE", true}, // Kotlin object
		{"AllowAllPolicy", "", true},   // new AllowAllPolicy()
		{"Decision", "ALLOW_ALL", true},
		{"Decision", "permitAll", true},
		{"Decision", "NOT_ALLOWED", false},
		{"Decision", "Disallowed", false},
		{"Decision", "notAllowed", false},
		{"GrantResult", "NONE", false}, // the member denies despite the class
		{"GrantResult", "NotGranted", false},
		{"AccessDecision", "deny", false},
		{"AccessDecision", "DENIED", false},
		{"Decision", "UNAUTHORIZED", false},
		{"AllowList", "rejectAll", false},
		{"Decision", "of", false}, // says neither: not claimed
		{"DenyAll", "INSTANCE", false},
		{"Allowance", "ERROR", false},
	}
	for _, tt := range tests {
		if got := dexrules.NameAllows(tt.class, tt.member); got != tt.want {
			t.Errorf("NameAllows(%q, %q) = %v, want %v", tt.class, tt.member, got, tt.want)
		}
	}
}
