package program

import (
	"testing"
	"unsafe"
)

// The callee tag must not cost memory: the call index holds every call
// site of the app.
func TestCallStaysSixteenBytes(t *testing.T) {
	if n := unsafe.Sizeof(Call{}); n != 16 {
		t.Fatalf("Call is %d bytes, want 16", n)
	}
}

// sitesNamed, which skips calls whose tag differs, finds exactly the sites
// a comparison of every callee finds: for every callee name of a multidex
// fixture, for every constructed class, and for constructors of any class
// (tags collide among these names, which the test checks it exercises).
func TestSitesNamedMatchesEveryCallee(t *testing.T) {
	p := fixtureProgram(t, "rev17_multidex")
	type key struct{ name, class string }
	want := map[key]int{}
	tags := map[byte]map[key]bool{}
	for _, c := range p.Order {
		for _, m := range c.Methods() {
			for _, call := range p.Calls(m) {
				k := key{call.Ref.Name, ""}
				want[k]++
				if k.name == "<init>" {
					k.class = call.Ref.Class
					want[k]++
				}
				if tags[call.tag] == nil {
					tags[call.tag] = map[key]bool{}
				}
				tags[call.tag][k] = true
			}
		}
	}
	collide := false
	for _, ks := range tags {
		collide = collide || len(ks) > 1
	}
	if len(want) < 20 || !collide || want[key{"<init>", ""}] < 5 {
		t.Fatalf("fixture too small to test the tag: %d callees, collisions %v", len(want), collide)
	}
	for k, n := range want {
		got := p.sitesNamed(k.name, k.class)
		if len(got) != n {
			t.Errorf("sitesNamed(%q, %q) found %d sites, want %d", k.name, k.class, len(got), n)
		}
		for _, s := range got {
			if s.Call.Ref.Name != k.name || k.class != "" && s.Call.Ref.Class != k.class {
				t.Errorf("sitesNamed(%q, %q) returned a call of %s", k.name, k.class, s.Call.Ref)
			}
		}
	}
}
