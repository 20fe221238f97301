package program

import (
	"fmt"
	"strings"
	"testing"
)

// TestChainSites: a builder's build() (rev52_j1's ResolutionBuilder:
// `target != null ? new Intent(ctx, target) : new Intent(action)`, flags
// from a setter's parameter) and a Kotlin DSL helper (rev53_k1's
// resolution(ctx) { … }: the helper makes a ResolutionSpec, hands it to
// the caller's lambda, reads it back through getters) are judged once per
// caller: each caller's site, at its call of the helper, has the flags
// and the Intent its own chain or lambda sets, and the helper keeps no
// merged site of its own.
func TestChainSites(t *testing.T) {
	for _, tc := range []struct {
		fixture, helper string
		want            map[string]string // caller class.method -> "mutable explicit target"
	}{
		{"rev52_j1", "Lcom/shotbook/tools/ResolutionBuilder;->build", map[string]string{
			"Lcom/shotbook/booking/BookingProvider$2;.execute": fmt.Sprint(No, Yes, " Lcom/shotbook/ui/CancelConfirmActivity;"),
			"Lcom/shotbook/booking/BookingProvider$3;.execute": fmt.Sprint(Yes, Yes, " Lcom/shotbook/ui/RescheduleActivity;"),
			"Lcom/shotbook/clinic/ClinicProvider$4;.execute":   fmt.Sprint(No, No, " "),
		}},
		{"rev53_k1", "Lcom/lendshelf/ResolutionKt;->resolution", map[string]string{
			"Lcom/lendshelf/LendGame;.run-aJOaiM4":                   fmt.Sprint(Yes, Yes, " Lcom/lendshelf/ConfirmLendActivity;"),
			"Lcom/lendshelf/WriteOff;.run-aJOaiM4":                   fmt.Sprint(No, Yes, " Lcom/lendshelf/ConfirmLendActivity;"),
			"Lcom/lendshelf/CirculationProvider;.placeHold-aJOaiM4":  fmt.Sprint(No, No, " "),
			"Lcom/lendshelf/CirculationProvider;.cancelHold-aJOaiM4": fmt.Sprint(No, Yes, " Lcom/lendshelf/ConfirmHoldActivity;"),
		}},
	} {
		p := fixtureProgram(t, tc.fixture)
		sites, err := p.PendingIntents()
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]string{}
		for _, s := range sites {
			if strings.HasPrefix(s.Method.Class.Name+"->"+s.Method.Ref.Name, tc.helper) {
				t.Errorf("%s: the helper kept a site of its own at %#x", tc.fixture, s.Call.Addr)
			}
			if s.Wrapper != nil && strings.HasPrefix(s.Wrapper.Class.Name+"->"+s.Wrapper.Ref.Name, tc.helper) {
				got[s.Method.Class.Name+"."+s.Method.Ref.Name] = fmt.Sprint(s.Mutable, s.Explicit, " "+s.Target)
			}
		}
		for caller, want := range tc.want {
			if got[caller] != want {
				t.Errorf("%s: %s: %q, want %q", tc.fixture, caller, got[caller], want)
			}
		}
		if len(got) != len(tc.want) {
			t.Errorf("%s: sites %v", tc.fixture, got)
		}
	}
}

// TestArgStores: the stores a call makes into the fields of an object it
// passes (rev53_k1: resolution() hands its ResolutionSpec to the caller's
// lambda, whose D8 class calls the static body, which calls the setters),
// with the values the caller's lambda passes.
func TestArgStores(t *testing.T) {
	p := fixtureProgram(t, "rev53_k1")
	m := p.Method("Lcom/lendshelf/ResolutionKt;", "resolution(Landroid/content/Context;Lkotlin/jvm/functions/Function1;)Landroid/app/PendingIntent;")
	if m == nil {
		t.Fatal("no resolution()")
	}
	var addr uint32
	for _, c := range p.Calls(m) {
		if c.Ref.Name == "getActivity" {
			addr = c.Addr
		}
	}
	locals := p.localObjects(m, addr)
	if len(locals) != 1 {
		t.Fatalf("local objects %v, want the ResolutionSpec", locals)
	}
	for _, tc := range []struct {
		caller string
		want   map[string]string // field -> value
	}{
		{"Lcom/lendshelf/LendGame;", map[string]string{"target": "class Lcom/lendshelf/ConfirmLendActivity;", "flags": "0x8000000"}},
	} {
		checked := false
		for _, c := range p.Callers(m) {
			if c.Method.Class.Name != tc.caller {
				continue
			}
			checked = true
			args, ok := p.argsAt(c.Method, c.Call.Addr)
			if !ok {
				t.Fatal("no args")
			}
			steps, ordered, ok := p.localSteps(m, locals[0], addr, args)
			if !ok || !ordered {
				t.Fatalf("%s: steps ok=%v ordered=%v", tc.caller, ok, ordered)
			}
			got := map[string]string{}
			for _, s := range steps {
				got[s.field.name] = s.v.String()
			}
			for f, want := range tc.want {
				if got[f] != want {
					t.Errorf("%s: %s = %q, want %q", tc.caller, f, got[f], want)
				}
			}
		}
		if !checked {
			t.Errorf("%s: no call of resolution() there", tc.caller)
		}
	}
}
