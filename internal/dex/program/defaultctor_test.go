package program

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// TestDefaultCtorBridge (dexaa_ctor, Kotlin sketch beside the smali):
// kotlinc's bridge constructor <init>(String, String, int,
// DefaultConstructorMarker) writes the token field through the real
// constructor. Bound to each call's mask, it stores what the call passes
// when the token is given (mask 2: parameter 1's bit, no default) and the
// Random default it computes when the token is left out (mask 1); the
// real constructor is no bridge.
func TestDefaultCtorBridge(t *testing.T) {
	p := fixtureProgram(t, "dexaa_ctor")
	m := p.Method("Lcom/example/dac/ToolProvider;", "call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;")
	f := &dex.FieldRef{Class: "Lcom/example/dac/Ticket;", Name: "token", Type: "Ljava/lang/String;"}
	writers := p.WritersOf(f)
	if len(writers) != 1 || defaultCtorBridge(writers[0].Ref) {
		t.Fatalf("writers %v, want the real constructor alone", writers)
	}
	got := map[uint32]regflow.Taint{}
	p.ReplayCalls(m, func(c *Call, in *dex.Insn, st *regflow.State) {
		if !defaultCtorBridge(c.Ref) {
			return
		}
		for _, tg := range p.Targets(c) {
			got[c.Addr] |= p.bridgeStored(tg, fieldKey(f), writers, CallArgs(st, in, c.Ref))
		}
	})
	want := map[uint32]regflow.Taint{0x1f: regflow.TaintParam(1), 0x32: regflow.TaintRandom}
	if len(got) != len(want) {
		t.Fatalf("bridge calls %v, want %v", got, want)
	}
	for addr, w := range want {
		if got[addr] != w {
			t.Errorf("bridge call at %#x stores taint %#x, want %#x", addr, got[addr], w)
		}
	}
}
