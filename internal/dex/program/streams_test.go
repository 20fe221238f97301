package program

import (
	"slices"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// TestStreamTaint (rev110_j1): a stream step is made from its source and
// from what the functions it applies return. Errors.chain maps a list of
// causes through Throwable::getMessage and joins them: exception text;
// Tokens.join joins its array parameter: built from it; Tokens.stamp (no
// stream) is the clock.
func TestStreamTaint(t *testing.T) {
	p := fixtureProgram(t, "rev110_j1")
	for _, tc := range []struct {
		class, method string
		want, not     regflow.Taint
	}{
		{"Errors", "chain", regflow.TaintException, 0},
		{"Tokens", "join", regflow.TaintParam(0), regflow.TaintException},
		{"Tokens", "stamp", regflow.TaintClock, regflow.TaintException},
	} {
		s := p.Summary(methodIn(t, p, "Lapp/shoebox/core/", tc.class, tc.method))
		got := s.Returns.Taint | s.Ret.Taint
		if got&tc.want != tc.want || got&tc.not != 0 {
			t.Errorf("%s.%s returns taint %#x, want %#x and not %#x", tc.class, tc.method, got, tc.want, tc.not)
		}
	}
}

func TestDesugared(t *testing.T) {
	for _, tc := range []struct {
		in, want dex.MethodRef
	}{
		{dex.MethodRef{Class: "Lj$/util/concurrent/ConcurrentHashMap;", Name: "getOrDefault", Params: []string{"Ljava/lang/Object;", "Ljava/lang/Object;"}},
			dex.MethodRef{Class: "Ljava/util/concurrent/ConcurrentHashMap;", Name: "getOrDefault", Params: []string{"Ljava/lang/Object;", "Ljava/lang/Object;"}}},
		{dex.MethodRef{Class: "Lj$/util/Map$-EL;", Name: "getOrDefault", Params: []string{"Ljava/util/Map;", "Ljava/lang/Object;", "Ljava/lang/Object;"}},
			dex.MethodRef{Class: "Ljava/util/Map;", Name: "getOrDefault", Params: []string{"Ljava/lang/Object;", "Ljava/lang/Object;"}}},
		{dex.MethodRef{Class: "Lj$/util/stream/Stream$-CC;", Name: "of", Params: []string{"[Ljava/lang/Object;"}},
			dex.MethodRef{Class: "Ljava/util/stream/Stream;", Name: "of", Params: []string{"[Ljava/lang/Object;"}}},
		{dex.MethodRef{Class: "Lj$/util/stream/Stream;", Name: "map", Params: []string{"Lj$/util/function/Function;"}},
			dex.MethodRef{Class: "Ljava/util/stream/Stream;", Name: "map", Params: []string{"Ljava/util/function/Function;"}}},
		{dex.MethodRef{Class: "Ljava/util/HashMap;", Name: "get", Params: []string{"Ljava/lang/Object;"}}, // not desugared: as is
			dex.MethodRef{Class: "Ljava/util/HashMap;", Name: "get", Params: []string{"Ljava/lang/Object;"}}},
	} {
		got := Desugared(&tc.in)
		if got.Class != tc.want.Class || got.Name != tc.want.Name || !slices.Equal(got.Params, tc.want.Params) {
			t.Errorf("Desugared(%s) = %s, want %s", &tc.in, got, &tc.want)
		}
	}
}
