package program

import (
	"fmt"
	"slices"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
)

// TestPairPuts reads the pairs of bundleOf and JSONObject(mapOf) calls in
// the pairputs fixture (sketches beside its smali in
// testdata/dex/src/pairputs): each pair as key=value, at the call that made
// it, and the builds whose pairs cannot be read.
func TestPairPuts(t *testing.T) {
	p := fixtureProgram(t, "pairputs")
	for _, tc := range []struct {
		method string
		want   []string // "key=value@pair site" (taint 0x1: exception text, 0x2: predictable)
		cuts   []uint32 // the builds' addresses
	}{
		// new-array and aput-object, TuplesKt.to, bundleOf not in the dex
		{"session", []string{`"session_token"=result Ljava/lang/String;->valueOf(J)Ljava/lang/String;@0xb taint=0x2@0xf`}, nil},
		{"confirm", []string{
			`"error_code"="USER_ACTION_REQUIRED"@0x7`,
			`"resolution"=result Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;@0x1a@0x1e`,
		}, nil},
		// JSONObject(mapOf(pair)): one Pair, no array
		{"jsonFail", []string{`"error_message"=result Ljava/lang/Exception;->toString()Ljava/lang/String;@0xb taint=0x1@0xf`}, nil},
		// a Bundle built with putString is no pair build
		{"op", nil, nil},
		// the pair comes from flip, which has the signature of `to` but
		// swaps its arguments: read from the helper, its parameters
		// replaced by the arguments, at the helper's call
		{"flipped", []string{`"session_token"=result Ljava/lang/String;->valueOf(J)Ljava/lang/String;@0x9 taint=0x2@0xf`}, nil},
		// the vararg spread through a SpreadBuilder: the array is not
		// read, the pair made here is
		{"authRequired", []string{`"error_code"="AUTH_REQUIRED"@0xa`}, []uint32{0x20}},
		// a local array spread alone: read through Arrays.copyOf
		{"spread", []string{`"resolution"=result Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;@0x13@0x17`}, nil},
		{"flipRes", []string{`"resolution"=result Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;@0xd@0x13`}, nil},
		// a companion's helper makes the pair: its own value is unknown
		// here but keeps its taint (predictable)
		{"kv", []string{`"session_token"=unknown taint=0x2@0x5`}, nil},
		// a pair two helpers deep is not read: a cut
		{"twoDeep", []string{`"resolution"=result Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;@0x1e@0x22`}, []uint32{0x29}},
		// R8: new Pair inlined, the renamed copy of `to` known by its
		// code, filled-new-array, bundleOf renamed and in the dex
		{"fail", []string{
			`"error_code"="INTERNAL"@0x10`,
			`"error_message"=result Ljava/lang/Throwable;->getMessage()Ljava/lang/String;@0x13 taint=0x1@0x19`,
		}, nil},
	} {
		t.Run(tc.method, func(t *testing.T) {
			m := methodIn(t, p, "Lcom/example/pairs/", "PairProvider", tc.method)
			a, err := p.Analyze(m)
			if err != nil {
				t.Fatal(err)
			}
			puts, cuts := p.PairPuts(m, a)
			var got []string
			for _, pp := range puts {
				got = append(got, fmt.Sprintf("%s=%s@%#x", pp.Key, pp.Value, pp.Pair.Addr))
			}
			slices.Sort(got)
			if !slices.Equal(got, tc.want) {
				t.Errorf("pairs\n  %q\nwant\n  %q", got, tc.want)
			}
			var at []uint32
			for _, c := range cuts {
				at = append(at, c.Build.Addr)
			}
			if !slices.Equal(at, tc.cuts) {
				t.Errorf("cuts at %#x, want %#x", at, tc.cuts)
			}
		})
	}
}

// TestIsPairMake: TuplesKt.to by name, its R8-renamed copy by its code; a
// helper of the same signature that swaps its arguments, or one that is
// not static, is no pair maker.
func TestIsPairMake(t *testing.T) {
	p := fixtureProgram(t, "pairputs")
	obj := "Ljava/lang/Object;"
	for _, tc := range []struct {
		class, name string
		params      []string
		want        bool
	}{
		{"Lkotlin/TuplesKt;", "to", []string{obj, obj}, true},
		{"Lb/a;", "a", []string{obj, obj}, true},
		{"Lb/a;", "b", []string{obj, obj}, false}, // Pair(p1, p0)
		{"Lb/a;", "a", []string{obj}, false},
		{"Lb/b;", "a", []string{obj, obj}, false}, // no such method
		{"Lcom/example/Other;", "to", []string{obj, obj}, false},
	} {
		r := &dex.MethodRef{Class: tc.class, Name: tc.name, Params: tc.params, Return: classPair}
		if got := p.isPairMake(r); got != tc.want {
			t.Errorf("isPairMake(%s) = %v, want %v", r, got, tc.want)
		}
	}
}

// TestIsPairBuild: bundleOf by its signature whatever its name, and the
// JSONObject(Map) constructor.
func TestIsPairBuild(t *testing.T) {
	for _, tc := range []struct {
		r    dex.MethodRef
		want bool
	}{
		{dex.MethodRef{Class: "Landroidx/core/os/BundleKt;", Name: "bundleOf", Params: []string{classPairArray}, Return: ClassBundle}, true},
		{dex.MethodRef{Class: "Lb/b;", Name: "a", Params: []string{classPairArray}, Return: ClassBundle}, true},
		{dex.MethodRef{Class: ClassJSONObject, Name: "<init>", Params: []string{"Ljava/util/Map;"}, Return: "V"}, true},
		{dex.MethodRef{Class: ClassJSONObject, Name: "<init>", Params: []string{"Ljava/lang/String;"}, Return: "V"}, false},
		{dex.MethodRef{Class: "Lb/b;", Name: "a", Params: []string{classPairArray}, Return: "Ljava/util/Map;"}, false},
		{dex.MethodRef{Class: "Lb/b;", Name: "a", Params: []string{"[Ljava/lang/Object;"}, Return: ClassBundle}, false},
	} {
		if got := IsPairBuild(&tc.r); got != tc.want {
			t.Errorf("IsPairBuild(%s) = %v, want %v", &tc.r, got, tc.want)
		}
	}
}
