package program

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// TestCollectsArg: the calls that keep their argument in the collection
// they are called on, whose objects a provider's onCreate makes count as
// made for call()'s reach.
func TestCollectsArg(t *testing.T) {
	for _, c := range []struct {
		class, name string
		params      []string
		want        bool
	}{
		{"Ljava/util/Map;", "put", []string{"Ljava/lang/Object;", "Ljava/lang/Object;"}, true},
		{"Ljava/util/HashMap;", "putIfAbsent", []string{"Ljava/lang/Object;", "Ljava/lang/Object;"}, true},
		{"Ljava/util/List;", "add", []string{"Ljava/lang/Object;"}, true},
		{"Ljava/util/concurrent/CopyOnWriteArraySet;", "add", []string{"Ljava/lang/Object;"}, true},
		{"Ljava/util/List;", "add", []string{"I", "Ljava/lang/Object;"}, false}, // add(index, e): not handled
		{"Landroid/os/Bundle;", "putString", []string{"Ljava/lang/String;", "Ljava/lang/String;"}, false},
		{"Ljava/util/Map;", "get", []string{"Ljava/lang/Object;"}, false},
	} {
		ref := &dex.MethodRef{Class: c.class, Name: c.name, Params: c.params}
		if got := collectsArg(ref); got != c.want {
			t.Errorf("collectsArg(%s.%s%v) = %v, want %v", c.class, c.name, c.params, got, c.want)
		}
	}
}

// TestFunctionClass: a function object's class is the one made, or the
// one whose INSTANCE singleton is read; any other value names none.
func TestFunctionClass(t *testing.T) {
	lambda := "Lcom/example/A$$ExternalSyntheticLambda0;"
	for _, c := range []struct {
		alt  regflow.Alt
		want string
	}{
		{regflow.Alt{Kind: regflow.New, Str: lambda}, lambda},
		{regflow.Alt{Kind: regflow.Field, Field: &dex.FieldRef{Class: lambda, Name: "INSTANCE", Type: lambda}}, lambda},
		{regflow.Alt{Kind: regflow.Field, Field: &dex.FieldRef{Class: lambda, Name: "handler", Type: "Ljava/util/function/Function;"}}, ""},
		{regflow.Alt{Kind: regflow.Param, Int: 1}, ""},
	} {
		if got := FunctionClass(c.alt); got != c.want {
			t.Errorf("FunctionClass(%v) = %q, want %q", c.alt, got, c.want)
		}
	}
}

// TestCollectedObjects: rev119_j1's ChoreProvider.open puts six bound
// method references into the map its `handlers` field holds: each is
// collected with that field, so call()'s reach counts them made once it
// reads the field.
func TestCollectedObjects(t *testing.T) {
	p := fixtureProgram(t, "rev119_j1")
	m := methodIn(t, p, "Lcom/hearthlist/chores/", "ChoreProvider", "open")
	got := p.collectedObjects(m)
	handlers := 0
	for _, c := range got {
		switch c.field {
		case "handlers:Ljava/util/Map;":
			handlers++
		case "db:Lcom/hearthlist/chores/ChoreDb;": // kept in a field
			if c.class != "Lcom/hearthlist/chores/ChoreDb;" {
				t.Errorf("%s kept in the db field, want ChoreDb", c.class)
			}
		default:
			t.Errorf("%s collected into %q, want the handlers or the db field", c.class, c.field)
		}
	}
	if handlers != 6 || len(got) != 7 {
		t.Fatalf("collected %v, want the six handlers and the database", got)
	}
}

// TestKeptParams: an app method keeping its argument — added to a
// collection read from its field (observers.addIfAbsent(o)), stored into
// a field, or handed to an app method that keeps it (subscribe(o) calling
// subscribe(o, false)) — names that field for the argument's slot; one
// that only reads or returns its argument keeps nothing.
func TestKeptParams(t *testing.T) {
	p := fixtureProgram(t, "setupobs611")
	const observers = "observers:Ljava/util/concurrent/CopyOnWriteArrayList;"
	for _, proto := range []string{"(Lcom/so/Bus$Observer;)V", "(Lcom/so/Bus$Observer;Z)V"} {
		sub := p.Lookup("Lcom/so/Bus;", "subscribe"+proto)
		if sub == nil {
			t.Fatalf("no Bus.subscribe%s", proto)
		}
		if got := p.keptParams(sub); got[1] != observers {
			t.Errorf("keptParams(Bus.subscribe%s) = %v, want slot 1 kept in observers", proto, got)
		}
	}
	pub := methodIn(t, p, "Lcom/so/", "Bus", "publish")
	if got := p.keptParams(pub); len(got) != 0 {
		t.Errorf("keptParams(Bus.publish) = %v, want nothing kept", got)
	}
}
