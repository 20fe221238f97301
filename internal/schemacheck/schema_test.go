package schemacheck

import (
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/jsonpos"
)

func TestExternalRefs(t *testing.T) {
	tests := []struct {
		schema string
		want   []string // keyword=value
	}{
		{`{"type":"object","$defs":{"a":{"type":"string"}},"properties":{"x":{"$ref":"#/$defs/a"}}}`, nil},
		{`{"properties":{"x":{"$ref":"https://evil.example/s.json"}}}`, []string{"$ref=https://evil.example/s.json"}},
		{`{"$dynamicRef":"other.json#meta"}`, []string{"$dynamicRef=other.json#meta"}},
		{`{"items":[{"$ref":"file:///etc/passwd"},{"$ref":"urn:x:y"}]}`, []string{"$ref=file:///etc/passwd", "$ref=urn:x:y"}},
		{`{"$id":"https://x.example/a","properties":{"y":{"$ref":"#/$defs/b"}}}`, []string{"$id=https://x.example/a"}},
		{`{"$id":"https://x.example/a","type":"object"}`, nil},                     // no refs to re-base
		{`{"enum":[{"$ref":"https://data.example"}],"default":{"$ref":"x"}}`, nil}, // data, not schema
		{`{"properties":{"$ref":{"type":"string"}}}`, nil},                         // a property named $ref
	}
	for _, tt := range tests {
		n, err := jsonpos.Parse([]byte(tt.schema), "s.json")
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, r := range ExternalRefs(n) {
			got = append(got, r.Keyword+"="+r.Node.Str)
		}
		if strings.Join(got, " ") != strings.Join(tt.want, " ") {
			t.Errorf("%s: got %v, want %v", tt.schema, got, tt.want)
		}
	}
}

func TestCompile(t *testing.T) {
	tests := []struct {
		schema, dialect, err string
	}{
		{`{"type":"object","properties":{"p":{"type":"number","exclusiveMinimum":0}}}`, cetp.DefaultSchemaDialect, ""},
		{`{"type":"objekt"}`, cetp.DefaultSchemaDialect, "/type"},
		{`{"type":"object","required":"symbol"}`, cetp.DefaultSchemaDialect, "required"},
		{`{"$ref":"#/$defs/a","$defs":{"a":{"$ref":"#/$defs/b"},"b":{"$ref":"#/$defs/a"}}}`, cetp.DefaultSchemaDialect, ""},
		{`{"$ref":"#"}`, cetp.DefaultSchemaDialect, ""},
		{`{"$ref":"#/$defs/missing"}`, cetp.DefaultSchemaDialect, "missing"},
		{`{"type":"string","pattern":"("}`, cetp.DefaultSchemaDialect, "pattern"},
		{`{"exclusiveMinimum":true,"minimum":0}`, cetp.SchemaDialectDraft4, ""},
		{`{"exclusiveMinimum":true}`, cetp.DefaultSchemaDialect, "exclusiveMinimum"},
		{`{"$schema":"https://evil.example/meta","type":"object"}`, cetp.DefaultSchemaDialect, "no schema resources"},
		{`true`, "https://json-schema.org/draft/2099-01/schema", "unsupported schema dialect"},
	}
	for _, tt := range tests {
		n, err := jsonpos.Parse([]byte(tt.schema), "s.json")
		if err != nil {
			t.Fatal(err)
		}
		err = Compile(n, tt.dialect)
		switch {
		case tt.err == "" && err != nil:
			t.Errorf("%s: unexpected error %v", tt.schema, err)
		case tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err)):
			t.Errorf("%s: error %v, want one mentioning %q", tt.schema, err, tt.err)
		}
	}
}

func TestDraftAliases(t *testing.T) {
	for _, d := range []string{"https://json-schema.org/draft/2020-12/schema#", "http://json-schema.org/draft-07/schema", "https://json-schema.org/draft-07/schema#"} {
		if _, ok := Draft(d); !ok {
			t.Errorf("Draft(%q) unknown", d)
		}
	}
}

func TestValidate(t *testing.T) {
	const alerts = `{"type":"object","properties":{"alerts":{"type":"array","items":{"type":"object",
		"properties":{"price":{"type":"number"}},"required":["price"]}}},"required":["alerts"]}`
	tests := []struct {
		schema, instance string
		path             string // "" valid; else the violation's pointer
		reason           string
	}{
		{alerts, `{"alerts":[{"price":1.5}]}`, "", ""},
		{alerts, `{"alerts":[{"price":1.5},{"price":"12"}]}`, "/alerts/1/price", "number"},
		{alerts, `{"alerts":[{}]}`, "/alerts/0", "price"},
		{alerts, `{"items":[]}`, "/", "alerts"},
		// A remote reference constrains nothing; it is never fetched.
		{`{"type":"object","properties":{"x":{"$ref":"https://evil.example/s.json"}}}`, `{"x":1}`, "", ""},
		{`{"$defs":{"id":{"type":"string","pattern":"^al_"}},"type":"object","properties":{"id":{"$ref":"#/$defs/id"}}}`, `{"id":"x1"}`, "/id", "al_"},
	}
	for _, tt := range tests {
		s, err := jsonpos.Parse([]byte(tt.schema), "s.json")
		if err != nil {
			t.Fatal(err)
		}
		inst, err := jsonpos.Parse([]byte(tt.instance), "i.json")
		if err != nil {
			t.Fatal(err)
		}
		v, err := Validate(s, cetp.DefaultSchemaDialect, inst)
		if err != nil {
			t.Fatalf("%s: %v", tt.instance, err)
		}
		switch {
		case tt.path == "" && v != nil:
			t.Errorf("%s: unexpected violation %+v", tt.instance, v)
		case tt.path != "" && v == nil:
			t.Errorf("%s: valid, want a violation at %s", tt.instance, tt.path)
		case tt.path != "" && ("/"+strings.Join(v.Path, "/") != tt.path || !strings.Contains(v.Reason, tt.reason) || strings.Contains(v.Reason, "urn:")):
			t.Errorf("%s: violation %+v, want at %s mentioning %q", tt.instance, v, tt.path, tt.reason)
		}
	}
	s, _ := jsonpos.Parse([]byte(`{"type":"object","required":"x"}`), "s.json")
	inst, _ := jsonpos.Parse([]byte(`{}`), "i.json")
	if _, err := Validate(s, cetp.DefaultSchemaDialect, inst); err == nil {
		t.Error("an invalid schema validated")
	}
}
