package program

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// TestCallerField: in rev41_j1 (an R8 release; sketches beside its smali)
// the request object a.b copies every field from the builder a.c, which
// the base provider's call() fills: `a` from Binder.getCallingUid(), `b`
// from getCallingPackage(), `e` from the extras' "resume_token". The first
// two are the caller's identity whatever their names; the token and the
// JSON arguments are not. Asked in either order, the answers are the same.
func TestCallerField(t *testing.T) {
	for _, order := range [][]string{{"a", "c"}, {"c", "a"}} {
		p := fixtureProgram(t, "rev41_j1")
		for _, first := range order {
			p.CallerField(&dex.FieldRef{Class: "Lcom/keydrop/a/" + first + ";", Name: "a", Type: "I"})
		}
		for _, tc := range []struct {
			class, name, typ string
			want             bool
		}{
			{"b", "a", "I", true},
			{"c", "a", "I", true},
			{"b", "b", "Ljava/lang/String;", true},
			{"b", "e", "Ljava/lang/String;", false},
			{"b", "d", "Lorg/json/JSONObject;", false},
		} {
			f := &dex.FieldRef{Class: "Lcom/keydrop/a/" + tc.class + ";", Name: tc.name, Type: tc.typ}
			if got := p.CallerField(f); got != tc.want {
				t.Errorf("order %v: CallerField(%s) = %v, want %v", order, f, got, tc.want)
			}
		}
	}
}

// TestStoresOf: what StoresOf hands over for the request's token field (the
// builder's field, copied by the constructor) and nothing for a field no
// code writes.
func TestStoresOf(t *testing.T) {
	p := fixtureProgram(t, "rev41_j1")
	var got []string
	ok := p.StoresOf(&dex.FieldRef{Class: "Lcom/keydrop/a/b;", Name: "e", Type: "Ljava/lang/String;"}, func(w *dex.Method, _ *dex.Insn, _ *regflow.State, v regflow.Value) {
		got = append(got, w.Ref.Name+": "+v.String())
	})
	if !ok || len(got) != 1 || got[0] != "<init>: field Lcom/keydrop/a/c;->e:Ljava/lang/String;" {
		t.Errorf("StoresOf(b.e) = %v, %q", ok, got)
	}
	if p.StoresOf(&dex.FieldRef{Class: "Lcom/keydrop/a/b;", Name: "nowhere", Type: "I"}, func(*dex.Method, *dex.Insn, *regflow.State, regflow.Value) {}) {
		t.Error("StoresOf of a field nothing writes: true")
	}
}

// TestReachableAs: both providers of rev41_j1 inherit the base's call();
// on TripProvider's objects its session check is TripProvider's override,
// never the base's (which reads session_token), and on UnlockProvider's the
// base's; Reachable, for both at once, reaches both.
func TestReachableAs(t *testing.T) {
	p := fixtureProgram(t, "rev41_j1")
	var base, trip *dex.Method
	for _, m := range p.Classes["Lcom/keydrop/a/a;"].Virtual {
		if m.Ref.Name == "a" && m.Ref.Proto() == "(Landroid/os/Bundle;I)Z" {
			base = m
		}
	}
	for _, m := range p.Classes["Lcom/keydrop/TripProvider;"].Virtual {
		if m.Ref.Name == "a" && m.Ref.Proto() == "(Landroid/os/Bundle;I)Z" {
			trip = m
		}
	}
	if base == nil || trip == nil {
		t.Fatal("the session checks are not where the fixture puts them")
	}
	for _, tc := range []struct {
		class              string
		wantBase, wantTrip bool
	}{
		{"Lcom/keydrop/TripProvider;", false, true},
		{"Lcom/keydrop/UnlockProvider;", true, false},
	} {
		r := p.ReachableAs(p.CallMethods(tc.class), tc.class)
		if _, ok := r[base]; ok != tc.wantBase {
			t.Errorf("%s: the base's check reachable = %v, want %v", tc.class, ok, tc.wantBase)
		}
		if _, ok := r[trip]; ok != tc.wantTrip {
			t.Errorf("%s: TripProvider's check reachable = %v, want %v", tc.class, ok, tc.wantTrip)
		}
	}
	all := p.Reachable(p.CallMethods("Lcom/keydrop/TripProvider;"))
	if _, ok := all[base]; !ok {
		t.Error("Reachable from the shared call(): the base's check not reached")
	}
}
