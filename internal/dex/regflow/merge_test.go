package regflow

import (
	"math/rand"
	"slices"
	"testing"
)

// mergeCopying is Merge as it was before it returned a's alternatives
// unchanged when b adds none: always a fresh copy, b's new alternatives
// appended in their order.
func mergeCopying(a, b Value) Value {
	if a.Top && b.Top && len(a.Alts) == 0 && len(b.Alts) == 0 {
		return Value{Top: true, Taint: a.Taint | b.Taint}
	}
	out := Value{Top: a.Top || b.Top, Taint: a.Taint | b.Taint}
	if len(b.Alts) == 0 {
		out.Alts = a.Alts
		return out
	}
	if len(a.Alts) == 0 {
		out.Alts = b.Alts
		return out
	}
	alts := append([]Alt(nil), a.Alts...)
	for _, x := range b.Alts {
		if !slices.ContainsFunc(alts, func(y Alt) bool { return y.equal(&x) }) {
			alts = append(alts, x)
		}
	}
	if len(alts) > maxAlts {
		return Value{Top: true, Taint: out.Taint}
	}
	out.Alts = alts
	return out
}

// TestMergeAgreesWithCopying holds Merge to the copying merge on random
// values drawn from a small pool of alternatives (so that most merges
// add nothing, some add a few, some overflow maxAlts), in order, and
// checks that a merge adding nothing allocates nothing.
func TestMergeAgreesWithCopying(t *testing.T) {
	of := Alt{Kind: Array, Site: 7}
	pool := []Alt{
		{Kind: Const, Int: 1}, {Kind: Const, Int: 2}, {Kind: Str, Str: "k"}, {Kind: New, Site: 3, Str: "LX;"},
		{Kind: Param, Int: 1}, {Kind: Param, Int: 1, Or: 4}, {Kind: Elem, Int: -1, Of: &of}, {Kind: Const, Int: 1, PreM: true},
		{Kind: Call, Site: 9}, {Kind: Bits, Or: 8}, {Kind: Array, Site: 7}, {Kind: Const, Int: 3},
	}
	rng := rand.New(rand.NewSource(1))
	value := func() Value {
		v := Value{Top: rng.Intn(4) == 0, Taint: Taint(rng.Intn(4))}
		for range rng.Intn(maxAlts + 3) { // up to maxAlts+2, as values built outside Merge may hold
			v.Alts = append(v.Alts, pool[rng.Intn(len(pool))])
		}
		return v
	}
	for i := range 20000 {
		a, b := value(), value()
		if rng.Intn(3) == 0 && len(a.Alts) > 0 { // b drawn from a: nothing new
			b.Alts = nil
			for range 1 + rng.Intn(len(a.Alts)) {
				b.Alts = append(b.Alts, a.Alts[rng.Intn(len(a.Alts))])
			}
		}
		got, want := Merge(a, b), mergeCopying(a, b)
		if got.Top != want.Top || got.Taint != want.Taint || len(got.Alts) != len(want.Alts) {
			t.Fatalf("%d: Merge(%v, %v) = %v, want %v", i, a, b, got, want)
		}
		for k := range got.Alts {
			if !got.Alts[k].equal(&want.Alts[k]) {
				t.Fatalf("%d: Merge(%v, %v) = %v, want %v (in that order)", i, a, b, got, want)
			}
		}
	}
	a := Value{Alts: []Alt{pool[0], pool[2], pool[3]}}
	b := Value{Alts: []Alt{pool[3], pool[0]}}
	if n := testing.AllocsPerRun(100, func() { _ = Merge(a, b) }); n != 0 {
		t.Errorf("a merge adding nothing allocated %.0f times", n)
	}
}
