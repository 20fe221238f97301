package program

import (
	"fmt"
	"testing"
)

// TestTaskStackIntents: the explicitness and target of each TaskStackBuilder
// PendingIntent of the taskstack fixture come from the Intents added to
// its builder, the chained and the kept-in-a-variable shapes alike; a
// builder given by the caller is not known, and says why.
func TestTaskStackIntents(t *testing.T) {
	p := fixtureProgram(t, "taskstack")
	sites, err := p.PendingIntents()
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, s := range sites {
		got[fmt.Sprintf("%s@%#x", s.Method.Ref.Name, s.Call.Addr)] = fmt.Sprintf("%v %s|%s", s.Explicit, s.Target, s.IntentWhy)
	}
	ts := "Lcom/example/ts/"
	for _, tc := range []struct{ site, want string }{
		{"call@0x38", fmt.Sprintf("%v |", No)},                        // addNextIntent(Intent(ACTION))
		{"call@0x5d", fmt.Sprintf("%v %sConfirmActivity;|", Yes, ts)}, // addNextIntentWithParentStack
		{"call@0x8b", fmt.Sprintf("%v %sConfirmActivity;|", Yes, ts)}, // addParentStack, then addNextIntent
		{"call@0xb0", fmt.Sprintf("%v %sStuckActivity;|", Yes, ts)},   // chained
		{"stackPi@0x8", fmt.Sprintf("%v |the TaskStackBuilder is not built in this method (it comes from a parameter, a field or a helper), so the Intents added to it are not known", Unknown)},
	} {
		if g := got[tc.site]; g != tc.want {
			t.Errorf("%s: %q, want %q", tc.site, g, tc.want)
		}
	}
}
