package descriptorrules_test

import (
	"go/token"
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/descriptorrules"
	"github.com/clawseed/cetpaudit/internal/jsonpos"
	"github.com/clawseed/cetpaudit/rules"
)

func listSet(t *testing.T, list string) *descriptor.Set {
	t.Helper()
	n, err := jsonpos.Parse([]byte(list), "l.json")
	if err != nil {
		t.Fatal(err)
	}
	return &descriptor.Set{Tools: descriptor.ToolListFromNode(n)}
}

// providerSet is a declaration set of a provider info with the given scope
// catalog and a tool list.
func providerSet(t *testing.T, scopes, list string) *descriptor.Set {
	t.Helper()
	set := listSet(t, list)
	n, err := jsonpos.Parse([]byte(`{"provider_id": "com.example.x", "provider_name": "X", "description": "X tools", "scopes": `+scopes+`}`), "p.json")
	if err != nil {
		t.Fatal(err)
	}
	set.Provider = descriptor.ProviderFromNode(n)
	return set
}

func ruleIDs(t *testing.T, set *descriptor.Set) string {
	t.Helper()
	var ids []string
	for _, f := range descriptorrules.CheckDecl(set, nil) {
		ids = append(ids, f.RuleID+"@"+f.Location.Logical)
	}
	return strings.Join(ids, " ")
}

const okSchemas = `"input_schema": {"type": "object", "properties": {"id": {"type": "string"}}, "additionalProperties": false},
  "output_schema": {"type": "object", "properties": {"ok": {"type": "boolean"}}}, "scopes": ["a.write"]`

// TestPrecedence: one defect is one finding.
func TestPrecedence(t *testing.T) {
	tests := []struct {
		name, annotations, want string
	}{
		// CETP303 on the missing confirmation silences CETP305 on it.
		{"missing confirmation", `{"effect": "delete", "risk": "high", "open_world": false}`,
			"CETP303@/tools/0/annotations/confirmation"},
		// CETP304 silences only the verdicts that depend on the unknown
		// value: risk high needs confirmation always whatever the effect,
		// and so does effect delete whatever the risk.
		{"unknown effect", `{"effect": "remove", "risk": "high", "confirmation": "never", "open_world": false}`,
			"CETP304@/tools/0/annotations/effect CETP305@/tools/0/annotations/confirmation"},
		{"unknown risk", `{"effect": "delete", "risk": "extreme", "confirmation": "never", "open_world": false}`,
			"CETP304@/tools/0/annotations/risk CETP305@/tools/0/annotations/confirmation"},
		// An unknown open_world type: CETP309 cannot be judged and stays silent.
		{"open_world not a boolean", `{"effect": "create", "risk": "low", "confirmation": "always", "open_world": "yes"}`,
			"CETP304@/tools/0/annotations/open_world"},
		// An unknown confirmation silences CETP305 (its verdict is about the
		// confirmation) but not CETP309 (open-world delete at risk low).
		{"unknown confirmation", `{"effect": "delete", "risk": "low", "confirmation": "sometimes"}`,
			"CETP309@/tools/0/annotations/risk CETP304@/tools/0/annotations/confirmation"},
		// Without a silencer CETP305 reports, once, listing its reasons.
		{"weak confirmation", `{"effect": "delete", "risk": "high", "destructive": true, "confirmation": "never", "open_world": false}`,
			"CETP305@/tools/0/annotations/confirmation"},
	}
	for _, tt := range tests {
		set := listSet(t, `{"revision": "r", "tools": [{"name": "delete_x", "description": "Delete x", `+okSchemas+`, "annotations": `+tt.annotations+`}]}`)
		if got := ruleIDs(t, set); got != tt.want {
			t.Errorf("%s: got %q, want %q", tt.name, got, tt.want)
		}
	}
	// CETP302 on a scope silences CETP307 and CETP308 about that scope: a
	// scope declared twice (read, then write) makes the read tool's
	// write-scope verdict unreliable. Without the duplicate, CETP307 reports.
	for _, tt := range []struct{ scopes, want string }{
		{`[{"name": "x.all", "access": "read", "sensitivity": "personal"}, {"name": "x.all", "access": "write", "sensitivity": "personal"}]`,
			"CETP302@/scopes/1/name"},
		{`[{"name": "x.all", "access": "write", "sensitivity": "personal"}]`,
			"CETP307@/tools/0/annotations/effect"},
		// A scope the catalog declares without a usable name could be the
		// one the tool requires: CETP302 reports it, CETP308 stays silent.
		{`[{"name": 7, "access": "write", "sensitivity": "personal"}]`,
			"CETP302@/scopes/0/name"},
		{`[{"name": "x.other", "access": "write", "sensitivity": "personal"}]`,
			"CETP308@/tools/0/scopes/0"},
	} {
		set := providerSet(t, tt.scopes, `{"revision": "r", "tools": [{"name": "get_x", "description": "Get x",
		  "input_schema": {"type": "object"}, "output_schema": {"type": "string"}, "scopes": ["x.all"],
		  "annotations": {"effect": "read", "risk": "low", "confirmation": "never"}}]}`)
		if got := ruleIDs(t, set); got != tt.want {
			t.Errorf("scopes %s: got %q, want %q", tt.scopes, got, tt.want)
		}
	}
	// A missing annotations object silences everything on the tool's annotations.
	set := listSet(t, `{"revision": "r", "tools": [{"name": "delete_x", "description": "Delete x", `+okSchemas+`}]}`)
	if got := ruleIDs(t, set); got != "CETP303@/tools/0/annotations" {
		t.Errorf("missing annotations: %q", got)
	}
	// A remote $ref is CETP401 only, not also CETP402: the schema is
	// compiled with the reference stubbed out.
	set = listSet(t, `{"revision": "r", "tools": [{"name": "get_x", "description": "Get x",
	  "input_schema": {"type": "object", "properties": {"id": {"$ref": "https://x.example/id.json"}}, "required": ["id"]},
	  "output_schema": {"type": "string"}, "scopes": [], "annotations": {"effect": "read", "risk": "low", "confirmation": "never"}}]}`)
	if got := ruleIDs(t, set); got != "CETP401@/tools/0/input_schema/properties/id/$ref" {
		t.Errorf("remote ref: %q", got)
	}
	// CETP401 silences CETP402 only for that $ref (RULES.md): an unrelated
	// error of the same schema is still reported, at its key.
	set = listSet(t, `{"revision": "r", "tools": [{"name": "get_x", "description": "Get x",
	  "input_schema": {"type": "object", "properties": {"id": {"$ref": "https://x.example/id.json"}}, "required": "id"},
	  "output_schema": {"type": "string"}, "scopes": [], "annotations": {"effect": "read", "risk": "low", "confirmation": "never"}}]}`)
	if got := ruleIDs(t, set); got != "CETP401@/tools/0/input_schema/properties/id/$ref CETP402@/tools/0/input_schema/required" {
		t.Errorf("remote ref beside another error: %q", got)
	}
	// CETP401 silences CETP402 only for its $ref: the rest of the schema is
	// compiled with the reference stubbed out, so an unrelated error ("type"
	// 7) is still CETP402, reported at that key.
	set = listSet(t, `{"revision": "r", "tools": [{"name": "get_x", "description": "Get x",
	  "input_schema": {"type": "object", "properties": {"id": {"$ref": "https://x.example/id.json"}, "n": {"type": 7}}},
	  "output_schema": {"type": "string"}, "scopes": [], "annotations": {"effect": "read", "risk": "low", "confirmation": "never"}}]}`)
	if got := ruleIDs(t, set); got != "CETP401@/tools/0/input_schema/properties/id/$ref CETP402@/tools/0/input_schema/properties/n/type" {
		t.Errorf("remote ref beside an invalid keyword: %q", got)
	}
}

// TestCheckDeclGoPositions: declarations evaluated from Go code (no JSON, a
// token.Pos per field, dynamic values) are checked by the same rules, and
// findings keep the field's token.Pos.
func TestCheckDeclGoPositions(t *testing.T) {
	loc := func(ptr string, pos token.Pos) descriptor.Loc {
		return descriptor.Loc{Path: "provider.go", Line: int(pos), Column: 2, Logical: "example.Provider" + ptr, Pos: pos}
	}
	str := func(v, ptr string, pos token.Pos) descriptor.String {
		return descriptor.String{Kind: descriptor.KindString, Value: v, At: loc(ptr, pos)}
	}
	tool := &descriptor.Tool{
		Kind:         descriptor.KindObject,
		At:           loc("/tools/0", 10),
		Name:         str("wipe_data", "/tools/0/name", 11),
		Description:  str("Wipe all data", "/tools/0/description", 12),
		InputSchema:  descriptor.Schema{Kind: descriptor.KindDynamic, At: loc("/tools/0/input_schema", 13)},
		OutputSchema: descriptor.Schema{Kind: descriptor.KindDynamic, At: loc("/tools/0/output_schema", 14)},
		Scopes:       descriptor.Strings{Kind: descriptor.KindArray, Items: []descriptor.String{str("data.write", "/tools/0/scopes/0", 15)}, At: loc("/tools/0/scopes", 15)},
		Annotations: descriptor.Annotations{
			Kind:         descriptor.KindObject,
			At:           loc("/tools/0/annotations", 16),
			Effect:       str("delete", "/tools/0/annotations/effect", 17),
			Risk:         descriptor.String{Kind: descriptor.KindDynamic, At: loc("/tools/0/annotations/risk", 18)},
			Confirmation: str("provider_policy", "/tools/0/annotations/confirmation", 19),
			OpenWorld:    descriptor.Bool{Kind: descriptor.KindBool, Value: false, At: loc("/tools/0/annotations/open_world", 20)},
		},
	}
	set := &descriptor.Set{Tools: &descriptor.ToolList{
		Kind:     descriptor.KindObject,
		At:       loc("", 5),
		Revision: descriptor.String{Kind: descriptor.KindDynamic, At: loc("/revision", 5)},
		Tools:    descriptor.Tools{Kind: descriptor.KindArray, Items: []*descriptor.Tool{tool}, At: loc("/tools", 9)},
	}}
	fs := descriptorrules.CheckDecl(set, nil)
	if len(fs) != 1 || fs[0].RuleID != "CETP305" || fs[0].Location.Pos != 19 {
		t.Fatalf("findings %+v", fs)
	}
	if fs[0].Fingerprint == "" || !strings.Contains(fs[0].Message, `"wipe_data"`) {
		t.Errorf("finding %+v", fs[0])
	}
	// enabled filters rules.
	if fs := descriptorrules.CheckDecl(set, func(r *rules.Rule) bool { return r.ID != "CETP305" }); len(fs) != 0 {
		t.Errorf("disabled rule still reported: %+v", fs)
	}
}
