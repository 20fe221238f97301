package program

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
)

// TestKeyMayReach (keyhelpers, sketch/Parcels.java): of two helpers that
// put a Parcelable under a key their caller gives, the resolution search
// follows the one a caller gives "resolution" (attach, from askUser) and
// leaves the one whose only caller gives "item" and reads no String
// constant (keep, from saveItem): a support library's Bundle wrappers are
// not followed for puts of other keys. A key passed on by a caller that
// takes it as its own parameter is followed back (deliver, from relay,
// given "resolution" by askAgain), as Puts follows wrappers.
func TestKeyMayReach(t *testing.T) {
	p := fixtureProgram(t, "keyhelpers")
	for _, tc := range []struct {
		method string
		want   bool
	}{
		{"attach", true},
		{"keep", false},
		{"deliver", true},
	} {
		m := methodIn(t, p, "Lcom/example/kh/", "Parcels", tc.method)
		if !takesKeyedParcelable(m) {
			t.Fatalf("%s: not a keyed-Parcelable helper", tc.method)
		}
		if got := p.keyMayReach(m, map[*dex.Method]bool{}); got != tc.want {
			t.Errorf("keyMayReach(%s) = %v, want %v", tc.method, got, tc.want)
		}
	}
}
