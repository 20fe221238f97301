package ident

import "testing"

func TestAssertsConfirmation(t *testing.T) {
	tests := []struct {
		name string
		want bool
	}{
		{"confirmed", true},
		{"user_confirmed", true},
		{"userApproved", true},
		{"skip_confirmation", true},
		{"force", true},
		{"forceDelete", true},
		{"skip_prompt", true},
		{"consent", true},
		// Near misses: identifiers and unrelated words.
		{"confirmation_code", false},
		{"confirmationNumber", false},
		{"force_field", false},
		{"symbol", false},
		{"skip", false},
		{"", false},
	}
	for _, tt := range tests {
		if got := AssertsConfirmation(tt.name); got != tt.want {
			t.Errorf("AssertsConfirmation(%q) = %v, want %v", tt.name, got, tt.want)
		}
	}
}
