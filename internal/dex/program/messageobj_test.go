package program

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// TestMessageObjTaint: the exception text taint of what an app puts into
// Messages' obj, by obtainMessage; none when it puts a fixed sentence.
func TestMessageObjTaint(t *testing.T) {
	for _, tc := range []struct {
		fixture string
		want    regflow.Taint
	}{
		{"msgobj607", regflow.TaintException},
		{"msgobj607nm", 0},
	} {
		p := fixtureProgram(t, tc.fixture)
		if got := p.messageObjTaint(); got != tc.want {
			t.Errorf("%s: Message.obj taint %#x, want %#x", tc.fixture, got, tc.want)
		}
	}
}
