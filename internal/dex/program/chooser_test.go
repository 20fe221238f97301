package program

import (
	"fmt"
	"testing"
)

// TestChooserExplicit: a chooser is implicit unless a component is given
// to the chooser Intent itself afterwards (chooser fixture, sketch in
// testdata/dex/src/chooser): setPackage leaves it implicit; setComponent
// (Kotlin apply) and setClassName make it explicit with their class.
func TestChooserExplicit(t *testing.T) {
	p := fixtureProgram(t, "chooser")
	sites, err := p.PendingIntents()
	if err != nil {
		t.Fatal(err)
	}
	got := map[uint32]string{}
	for _, s := range sites {
		got[s.Call.Addr] = fmt.Sprintf("%v %s", s.Explicit, s.Target)
	}
	for _, tc := range []struct {
		addr uint32
		want string
	}{
		{0x3e, fmt.Sprintf("%v ", No)}, // setPackage only
		{0x6e, fmt.Sprintf("%v Lcom/example/chooser/ConfirmActivity;", Yes)},
		{0x99, fmt.Sprintf("%v Lcom/example/chooser/MissingActivity;", Yes)},
	} {
		if g := got[tc.addr]; g != tc.want {
			t.Errorf("PendingIntent at %#x: %q, want %q", tc.addr, g, tc.want)
		}
	}
}
