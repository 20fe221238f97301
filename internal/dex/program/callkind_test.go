package program

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
)

// kindOf passes over most calls before asking PendingIntentCreation and
// IsBundlePut; over every combination of the classes, names, parameter
// lists and return types those two look at, it must answer as asking them
// about every call would.
func TestKindOfAgrees(t *testing.T) {
	classes := []string{ClassPendingIntent, ClassPendingIntentCompat, ClassTaskStackBuilder, ClassBundle,
		ClassBaseBundle, ClassJSONObject, ClassIntent, "Ljava/lang/Object;", ""}
	names := []string{"getActivity", "getActivities", "getBroadcast", "getService", "getForegroundService",
		"getPendingIntent", "putString", "putParcelable", "put", "putExtra", "accumulate", "get", "opt",
		"toString", "<init>", "bundleOf", "p", "a", "g", ""}
	str := "Ljava/lang/String;"
	params := [][]string{nil, {str}, {str, "I"}, {"I", str}, {"Landroid/os/Parcelable;", str},
		{"Landroid/content/Context;", "I", ClassIntent, "I"},
		{"Landroid/content/Context;", "I", ClassIntent, "I", "Z"},
		{"Landroid/content/Context;", "I", ClassIntent, "I", "Landroid/os/Bundle;", "Z"},
		{"Landroid/content/Context;", "I", ClassIntent, "I", "Landroid/os/Bundle;"},
		{"I", "Landroid/os/Bundle;"}, {str, "I", "I"}, {"[Lkotlin/Pair;"}, {"Ljava/util/Map;"}}
	returns := []string{ClassPendingIntent, "V", ClassBundle}
	want := func(r *dex.MethodRef) uint8 {
		var k uint8
		if _, ok := PendingIntentCreation(r.Class, r.Name, r.Params); ok {
			k |= callsPICreation
		}
		if _, ok := IsBundlePut(r.Class, r.Name, r.Params); ok || IsPairBuild(r) {
			k |= callsBundlePut
		}
		if r.Return == ClassPendingIntent {
			k |= callsPIReturning
		}
		return k
	}
	seen := map[uint8]bool{}
	for _, c := range classes {
		for _, n := range names {
			for _, ps := range params {
				for _, ret := range returns {
					r := &dex.MethodRef{Class: c, Name: n, Params: ps, Return: ret}
					w := want(r)
					seen[w] = true
					if got := kindOf([]Call{{Ref: r}}); got != w {
						t.Errorf("kindOf(%s) = %03b, want %03b", r, got, w)
					}
				}
			}
		}
	}
	// The table reaches every bit, alone and together.
	for _, k := range []uint8{callsPICreation, callsBundlePut, callsPIReturning, callsPICreation | callsPIReturning} {
		if !seen[k] {
			t.Errorf("no case of the table has the kind %03b", k)
		}
	}
	// A method's kind is the union of its calls'.
	calls := []Call{
		{Ref: &dex.MethodRef{Class: ClassBundle, Name: "putParcelable", Params: []string{str, "Landroid/os/Parcelable;"}, Return: "V"}},
		{Ref: &dex.MethodRef{Class: "Lcom/example/Notifier;", Name: "pending", Return: ClassPendingIntent}},
	}
	if got := kindOf(calls); got != callsBundlePut|callsPIReturning {
		t.Errorf("kindOf(put, PendingIntent getter) = %03b, want %03b", got, callsBundlePut|callsPIReturning)
	}
}

// Calls lists a method's invokes in strictly increasing address order:
// dexrules finds the call at an address by binary search on it.
func TestCallsInAddressOrder(t *testing.T) {
	p := interproc(t)
	n := 0
	for _, c := range p.Order {
		for _, m := range c.Methods() {
			calls := p.Calls(m)
			for i := 1; i < len(calls); i++ {
				if calls[i].Addr <= calls[i-1].Addr {
					t.Fatalf("%s: call %d at %#x follows one at %#x", m, i, calls[i].Addr, calls[i-1].Addr)
				}
			}
			n += len(calls)
		}
	}
	if n < 10 {
		t.Fatalf("only %d calls in the fixture", n)
	}
}

// Load keeps each method's callKind bits from what it judged of each
// callee id as it first resolved it: on fixtures with PendingIntent
// factories, wrappers, puts and pair builds, one of them multidex, every
// method's bits must be what kindOf gives over its calls, and all three
// bits must turn up.
func TestLoadKindsAgree(t *testing.T) {
	seen := uint8(0)
	for _, name := range []string{"pendingintent", "piflow", "pitargets", "pairputs", "taskstack", "interproc"} {
		p := fixtureProgram(t, name)
		n := 0
		for _, c := range p.Order {
			for _, m := range c.Methods() {
				calls := p.Calls(m)
				if got, want := p.callKind(m), kindOf(calls); got != want {
					t.Errorf("%s: %s: load kept %03b, kindOf gives %03b", name, m, got, want)
				}
				seen |= p.callKind(m)
				n += len(calls)
			}
		}
		if n == 0 {
			t.Fatalf("%s: no calls", name)
		}
	}
	if want := uint8(callsPICreation | callsBundlePut | callsPIReturning); seen != want {
		t.Errorf("the fixtures reach the bits %03b, want %03b", seen, want)
	}
}
