package program

import (
	"slices"
	"testing"
)

// TestDelegatedVarsAndEmptyMaps: kotlinc 2's $$delegatedProperties (the
// references stored without Reflection.property1) give names and which
// are vars (rev26_mapdeleg); a map field gets "only empty maps the app
// made" when every store is an empty HashMap handed to nothing else
// (Memo.state, Audit.state: made in NotesProvider's constructor), and not
// when the map is filled from the request where it is made (Draft.fields)
// or is the request's copy a val reads (NoteArgs' delegates).
func TestDelegatedVarsAndEmptyMaps(t *testing.T) {
	p := fixtureProgram(t, "rev26_mapdeleg")
	for cls, want := range map[string][]string{
		"Lcom/example/r26m/NoteArgs;": {"callerPackage", "title"},
		"Lcom/example/r26m/Memo;":     {"requester"},
	} {
		if got := p.delegatedNames(cls); !slices.Equal(got, want) {
			t.Errorf("delegatedNames(%s) = %q, want %q", cls, got, want)
		}
	}
	if got := p.delegatedVars["Lcom/example/r26m/NoteArgs;"]; !slices.Equal(got, []bool{false, false}) {
		t.Errorf("NoteArgs' vars = %v, want none (vals)", got)
	}
	if got := p.delegatedVars["Lcom/example/r26m/Memo;"]; !slices.Equal(got, []bool{true}) {
		t.Errorf("Memo's vars = %v, want requester", got)
	}
	for _, tc := range []struct {
		cls, field, typ string
		empty           bool
	}{
		{"Lcom/example/r26m/Memo;", "state", "Ljava/util/Map;", true},
		{"Lcom/example/r26m/Audit;", "state", "Ljava/util/Map;", true},
		{"Lcom/example/r26m/Draft;", "fields", "Ljava/util/Map;", false},
		{"Lcom/example/r26m/NoteArgs;", "callerPackage$delegate", "Ljava/util/Map;", false},
	} {
		var got, found bool
		for _, fd := range p.Classes[tc.cls].InstanceFields {
			if fd.Ref.Name == tc.field {
				found, got = true, p.emptyMapField(fd.Ref)
			}
		}
		if !found {
			t.Fatalf("no field %s.%s", tc.cls, tc.field)
		}
		if got != tc.empty {
			t.Errorf("emptyMapField(%s.%s) = %v, want %v", tc.cls, tc.field, got, tc.empty)
		}
	}
}
