package program

import (
	"slices"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// TestFieldElements: the objects a collection kept in a private field
// holds are those its nest's own add/put calls add — made there or read
// from a field — and nothing is claimed for a collection that is not
// such a field.
func TestFieldElements(t *testing.T) {
	for _, c := range []struct {
		fixture, class, field, typ string
		want                       []string // classes; nil: not followed
	}{
		{"table613", "Lcom/tb/TableProvider;", "minters", "Ljava/util/Map;", []string{"Lcom/tb/SecureMinter;"}},
		{"table613", "Lcom/tb/TableProvider;", "retired", "Ljava/util/Map;", []string{"Lcom/tb/CounterMinter;"}},
		{"table613", "Lcom/tb/MixedProvider;", "minters", "Ljava/util/List;", []string{"Lcom/tb/CounterMinter;", "Lcom/tb/SecureMinter;"}},
		{"loop615", "Lcom/lp/DeskProvider;", "partners", "Ljava/util/List;", []string{"Lcom/lp/Confirmer;"}},
		{"loop615", "Lcom/lp/DeskProvider;", "byTool", "Ljava/util/Map;", []string{"Lcom/lp/Confirmer;"}},
		{"table613", "Lcom/tb/TableProvider;", "plugins", "Ljava/util/List;", nil}, // returned
		{"loop615", "Lcom/lp/DeskProvider;", "own", "Lcom/lp/Confirmer;", nil},     // not a collection
	} {
		p := fixtureProgram(t, c.fixture)
		es := p.fieldElements(&dex.FieldRef{Class: c.class, Name: c.field, Type: c.typ})
		got := slices.Sorted(slices.Values(es.classes))
		if c.want == nil {
			if es.ok {
				t.Errorf("%s %s.%s: followed (%v), want not", c.fixture, c.class, c.field, got)
			}
			continue
		}
		if !es.ok || !slices.Equal(got, c.want) {
			t.Errorf("%s %s.%s: ok %v classes %v, want %v", c.fixture, c.class, c.field, es.ok, got, c.want)
		}
	}
}

// TestFreshCollection: only a new, empty collection is a start the
// adds can be counted from.
func TestFreshCollection(t *testing.T) {
	kt := func(name string) regflow.Alt {
		return regflow.Alt{Kind: regflow.Call, Ref: &dex.MethodRef{Class: "Lkotlin/collections/CollectionsKt;", Name: name}}
	}
	for _, c := range []struct {
		v    regflow.Value
		want bool
	}{
		{regflow.One(regflow.Alt{Kind: regflow.New, Str: "Ljava/util/ArrayList;"}), true},
		{regflow.One(regflow.Alt{Kind: regflow.New, Str: "Ljava/util/HashMap;"}), true},
		{regflow.One(kt("mutableListOf")), true},
		{regflow.One(kt("listOf")), false},
		{regflow.One(regflow.Alt{Kind: regflow.Param, Int: 1}), false}, // a collection given from outside
		{regflow.One(regflow.Alt{Kind: regflow.New, Str: "Lcom/example/Registry;"}), false},
		{regflow.Unknown, false},
	} {
		if got := freshCollection(c.v); got != c.want {
			t.Errorf("freshCollection(%v) = %v, want %v", c.v, got, c.want)
		}
	}
}
