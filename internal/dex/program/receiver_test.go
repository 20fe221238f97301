package program

import (
	"slices"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// TestMadeClassesFinalField (rev107_k1): a field typed with a final app
// class holds exactly that class — D8's stateless lambda singleton, a
// Kotlin class — while an interface, an abstract (sealed) class or a
// library type leaves the object open.
func TestMadeClassesFinalField(t *testing.T) {
	p := fixtureProgram(t, "rev107_k1")
	field := func(class, typ string) regflow.Value {
		return regflow.One(regflow.Alt{Kind: regflow.Field, Field: &dex.FieldRef{Class: class, Name: "f", Type: typ}})
	}
	for _, tc := range []struct {
		typ  string
		want []string // nil: not placed
	}{
		{"Lcom/fieldkit/Locator$$ExternalSyntheticLambda0;", []string{"Lcom/fieldkit/Locator$$ExternalSyntheticLambda0;"}},
		{"Lcom/fieldkit/SecureTokens;", []string{"Lcom/fieldkit/SecureTokens;"}},
		{"Lcom/fieldkit/TokenSource;", nil}, // an interface
		{"Lcom/fieldkit/Either;", nil},      // a sealed (abstract) class
		{"Ljava/util/Random;", nil},         // a library class
	} {
		got, ok := madeClasses(p, field("Lcom/fieldkit/X;", tc.typ))
		if !ok {
			got = nil
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("madeClasses(field of %s) = %v, want %v", tc.typ, got, tc.want)
		}
	}
}
