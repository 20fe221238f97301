package program

import (
	"slices"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
)

// TestFieldStrings: the literals stored into record-like String fields
// (rev26_consts508), followed from the constructor's parameter through
// kotlinc's synthetic default constructor to the callers; a chain deeper
// than the bound is not whole and says it was bounded.
func TestFieldStrings(t *testing.T) {
	p := fixtureProgram(t, "rev26_consts508")
	str := "Ljava/lang/String;"
	for _, tc := range []struct {
		cls, name    string
		strs         []string
		whole, bound bool
	}{
		{"Lcom/example/r26c/ToolError;", "code", []string{"AUTH_REQUIRED"}, true, false},
		{"Lcom/example/r26c/ToolError;", "message", []string{"sign in"}, true, false},
		{"Lcom/example/r26c/Prompt;", "code", []string{"USER_ACTION_REQUIRED"}, true, false},
		{"Lcom/example/r26c/Codes;", "DENIED", []string{"AUTH_REQUIRED"}, true, false},
		{"Lcom/example/r26c/Failure;", "code", nil, false, true},
		{"Lcom/example/r26c/Nowhere;", "code", nil, false, false},
	} {
		got := p.FieldStringsOf(&dex.FieldRef{Class: tc.cls, Name: tc.name, Type: str})
		if !slices.Equal(got.Strs, tc.strs) || got.Whole != tc.whole || got.Bound != tc.bound {
			t.Errorf("FieldStringsOf(%s.%s) = %+v, want %q whole %v bound %v", tc.cls, tc.name, got, tc.strs, tc.whole, tc.bound)
		}
	}
}
