package program

import (
	"slices"
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// TestContextHops judges the context each withContext/runBlocking of the
// hops fixture passes (sketch in testdata/dex/src/hops): a dispatcher in a
// field, a companion val, a sum with a Job on either side and an executor
// made a dispatcher hop; a Job plus a name and the empty context do not;
// the caller's own context is not known, and says so.
func TestContextHops(t *testing.T) {
	p := fixtureProgram(t, "hops")
	for _, tc := range []struct {
		method string
		hops   bool
		why    string // substring of the reason, "" when known
	}{
		{"viaField", true, ""},
		{"viaSum", true, ""},
		{"viaSumRight", true, ""},
		{"viaPool", true, ""},
		{"viaCompanion", true, ""},
		{"blockingIo", true, ""},
		{"quietSum", false, ""},
		{"empty", false, ""},
		{"inherited", false, "kotlin.coroutines.Continuation.getContext"},
	} {
		t.Run(tc.method, func(t *testing.T) {
			m := methodIn(t, p, "Lcom/example/hops/", "ToolProvider", tc.method)
			var ctx regflow.Value
			found := false
			p.ReplayCalls(m, func(c *Call, in *dex.Insn, st *regflow.State) {
				if c.Ref.Class == "Lkotlinx/coroutines/BuildersKt;" {
					ctx, found = CallArgs(st, in, c.Ref)[0], true
				}
			})
			if !found {
				t.Fatal("no coroutine builder call")
			}
			hops, why := p.contextHops(m, ctx)
			if hops != tc.hops || (tc.why == "") != (why == "") || !strings.Contains(why, tc.why) {
				t.Errorf("contextHops(%v) = %v, %q; want %v, %q", ctx, hops, why, tc.hops, tc.why)
			}
		})
	}
}

// TestThreadHopsByMessage: messages sent to a Handler run its subclass's
// handleMessage, or the Callback's it was made with; a Timer runs its
// TimerTask; a send through the subclass's own static type is the
// Handler's; Message.sendToTarget goes to the Handler the Message was
// obtained for.
func TestThreadHopsByMessage(t *testing.T) {
	p := fixtureProgram(t, "hops")
	for _, tc := range []struct{ method, body string }{
		{"later", "Lcom/example/hops/Dispatch$1;"},
		{"laterPassed", "Lcom/example/hops/Audit;"},
		{"send", "Lcom/example/hops/WorkHandler;"},
		{"sendCallback", "Lcom/example/hops/Dispatch$2;"},
		{"sendArg", "Lcom/example/hops/ArgHandler;"},
		{"sendTarget", "Lcom/example/hops/WorkHandler;"},
	} {
		t.Run(tc.method, func(t *testing.T) {
			m := methodIn(t, p, "Lcom/example/hops/", "Dispatch", tc.method)
			hops := p.Hops(map[*dex.Method]*Caller{m: nil})
			if len(hops) != 1 || hops[0].Unresolved != "" {
				t.Fatalf("hops %+v, want one resolved", hops)
			}
			// The body is the class, or the case of its handleMessage
			// a message's constant what selects (Hop.Cases).
			var bodies []string
			for _, c := range hops[0].Bodies {
				bodies = append(bodies, c.Name)
			}
			for _, s := range hops[0].Cases {
				if !slices.Contains(bodies, s.Method.Class.Name) {
					bodies = append(bodies, s.Method.Class.Name)
				}
			}
			if len(bodies) != 1 || bodies[0] != tc.body {
				t.Fatalf("hop runs %v, want %s", bodies, tc.body)
			}
		})
	}
}
