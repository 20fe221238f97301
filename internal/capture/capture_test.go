package capture

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/manifest"
)

const fixtures = "../../testdata/captures"

func TestRecognize(t *testing.T) {
	tests := []struct {
		doc  string
		want Kind
	}{
		{`{"selected_version": 2, "session_token": "x"}`, Negotiate},
		{`{"provider_id": "a", "scopes": []}`, ProviderInfo},
		{`{"provider_id": "a", "schema_dialect": "x"}`, ProviderInfo},
		{`{"revision": "r", "tools": []}`, ToolsV2},
		{`{"tools": [{"name": "a", "annotations": {}}]}`, ToolsV2},
		{`{"tools": [{"name": "a", "description": "b"}], "extra": 1}`, ToolsV1},
		{`{"tools": []}`, ToolsV1},
		{`{"status": "error", "error_code": "X"}`, Error},
		{`{"error_code": "TOOL_NOT_FOUND"}`, Error},
		{`{"tools": [1, 2]}`, Unknown},
		{`{"name": "package.json", "version": "1.0.0"}`, Unknown},
		{`{"provider_id": "a"}`, Unknown},
		{`{"status": "accepted", "protocol_version": 2, "request_id": "r", "data": {"operation_id": "op", "poll_after_ms": 1000}}`, ExecuteTool},
		{`{"status": "success", "protocol_version": 2, "request_id": "r", "data": "{\"kind\": \"inline\", \"value\": {}}"}`, ExecuteTool},
		{`{"status": "success", "data": {"kind": "file", "media_type": "application/json"}, "result_fd": "fd"}`, ExecuteTool},
		{`{"status": "success", "data": {"operation_id": "op", "state": "running"}}`, GetOperation},
		{`{"status": "success", "data": {"operation_id": "op", "state": "cancellation_requested"}}`, CancelOperation},
		{`{"status": "error", "error_code": "CONFLICT", "protocol_version": 2}`, Error},
		// An execution's data document alone has no envelope to audit.
		{`{"kind": "inline", "value": 1}`, Unknown},
		{`{"status": "success", "data": {"kind": "other"}}`, Unknown},
	}
	for _, tt := range tests {
		f, err := Parse([]byte(tt.doc), "x.json", Options{})
		got := Unknown
		if err == nil {
			got = f.Captures[0].Kind
		} else if !errors.Is(err, ErrNotCapture) {
			t.Errorf("%s: %v", tt.doc, err)
		}
		if got != tt.want {
			t.Errorf("%s: kind %v, want %v", tt.doc, got, tt.want)
		}
	}
}

func TestKindOverride(t *testing.T) {
	f, err := Parse([]byte(`{"provider_id": "com.example.app"}`), "p.json", Options{Kind: ProviderInfo})
	if err != nil || f.Captures[0].Kind != ProviderInfo {
		t.Fatalf("override: %v %v", f, err)
	}
	// A cancel_operation answering "cancelled" has get_operation's shape;
	// the flag says what it is.
	f, err = Parse([]byte(`{"status": "success", "data": {"operation_id": "op", "state": "cancelled"}}`), "c.json", Options{Kind: CancelOperation})
	if err != nil || f.Captures[0].Kind != CancelOperation || f.Captures[0].Method != cetp.MethodCancelOperation || f.Captures[0].Data.Get("state").Str != "cancelled" {
		t.Fatalf("cancel override: %+v %v", f, err)
	}
	_, err = Parse([]byte(`{"kind": "inline", "value": 1}`), "x.json", Options{Kind: ExecuteTool})
	if err == nil || !strings.Contains(err.Error(), "whole response Bundle") {
		t.Errorf("execute_tool data document alone: %v", err)
	}
}

func TestSuccessResponseWrapper(t *testing.T) {
	// A whole success response whose data is the JSON string the Bundle
	// carries: values are located at the string, pointers stay exact.
	doc := `{"status": "success",
 "data": "{\"revision\": \"r1\", \"tools\": [{\"name\": \"a\", \"annotations\": {\"effect\": \"read\"}}]}"}`
	f, err := Parse([]byte(doc), "w.json", Options{})
	if err != nil {
		t.Fatal(err)
	}
	c := f.Captures[0]
	if c.Kind != ToolsV2 {
		t.Fatalf("kind %v", c.Kind)
	}
	eff := c.Doc.Get("tools").Elems[0].Get("annotations").Get("effect")
	if eff.At.Logical != "/data/tools/0/annotations/effect" || eff.At.Line != 2 || eff.At.Column != 10 {
		t.Errorf("effect at %s %d:%d", eff.At.Logical, eff.At.Line, eff.At.Column)
	}
}

func TestADB(t *testing.T) {
	out := "Result: Bundle[{status=success, data={\"tools\":[{\"name\":\"get_x\",\"description\":\"has } and ] and \\\" inside\"}]}}]\n"
	f, err := Parse([]byte(out), "adb.txt", Options{})
	if err != nil {
		t.Fatal(err)
	}
	c := f.Captures[0]
	if c.Kind != ToolsV1 {
		t.Fatalf("kind %v", c.Kind)
	}
	name := c.Doc.Get("tools").Elems[0].Get("name")
	if name.Str != "get_x" || name.At.Line != 1 || name.At.Column != 56 || name.At.Logical != "/tools/0/name" {
		t.Errorf("name %q at %d:%d %s", name.Str, name.At.Line, name.At.Column, name.At.Logical)
	}
	for _, bad := range []struct{ text, msg string }{
		{"Result: Bundle[{status=success, data={\"tools\":[{\"name\":\"a\"", "never closes"},
		{"Result: Bundle[{status=error, error_code=TOOL_NOT_FOUND, error_message=no, such tool}]", "error Bundle"},
		{"Result: Bundle[{status=success}]", "no data="},
		{"Result: Bundle[{status=success, data=tools}]", "not followed by a JSON"},
	} {
		_, err := Parse([]byte(bad.text), "bad.txt", Options{})
		if err == nil || !strings.Contains(err.Error(), bad.msg) || !strings.HasPrefix(err.Error(), "bad.txt") {
			t.Errorf("%q: err %v, want one naming the file and %q", bad.text, err, bad.msg)
		}
	}
}

func TestBundle(t *testing.T) {
	f, err := Load(filepath.Join(fixtures, "cetp205_tp/session.json"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if f.Bundle == nil || f.Bundle.Package != "com.example.app" || len(f.Captures) != 2 {
		t.Fatalf("bundle %+v, %d captures", f.Bundle, len(f.Captures))
	}
	n := f.Captures[0]
	if n.Kind != Negotiate || n.Method != cetp.MethodNegotiate || len(n.Request.ConsumerVersions) != 2 || len(n.Request.ConsumerCapabilities) != 3 {
		t.Errorf("negotiate entry %+v", n)
	}
	if sv := n.Doc.Get("selected_version"); sv.At.Logical != "/responses/0/response/data/selected_version" {
		t.Errorf("pointer %s", sv.At.Logical)
	}
	if f.Captures[1].Kind != ProviderInfo {
		t.Errorf("second entry %v", f.Captures[1].Kind)
	}
	for _, bad := range []struct{ doc, msg string }{
		{`{"cetp_capture_bundle": 2, "responses": []}`, "unsupported"},
		{`{"cetp_capture_bundle": 1}`, "responses must be an array"},
		{`{"cetp_capture_bundle": 1, "responses": [{"response": {}}]}`, "needs its method"},
		{`{"cetp_capture_bundle": 1, "responses": [{"method": "negotiate", "request": {"consumer_versions": {"v": 2}}, "response": {"data": {}}}]}`, "consumer_versions must be an array"},
		{`{"cetp_capture_bundle": 1, "responses": [{"method": "list_tools", "response": {"status": "success", "data": {"x": 1}}}]}`, "no tool list shape"},
		{`{"cetp_capture_bundle": 1, "responses": [{"method": "negotiate", "kind": "weird", "response": {}}]}`, "kind must be"},
	} {
		_, err := Parse([]byte(bad.doc), "b.json", Options{})
		if err == nil || !strings.Contains(err.Error(), bad.msg) || !strings.HasPrefix(err.Error(), "b.json:") {
			t.Errorf("%s: err %v, want %q", bad.doc, err, bad.msg)
		}
	}
	// Every recorded call is kept, each with its request.
	f, err = Parse([]byte(`{"cetp_capture_bundle": 1, "responses": [
		{"method": "execute_tool", "request": {"protocol_version": 2, "request_id": "r1", "tool_name": "get_quote", "args": "{}"},
		 "response": {"status": "success", "data": "{\"kind\": \"inline\", \"value\": 1}"}},
		{"method": "execute_tool", "response": {"status": "error", "error_code": "CONFLICT"}},
		{"method": "get_operation", "response": {"status": "success", "data": {"operation_id": "op", "state": "running"}}},
		{"method": "cancel_operation", "response": {"status": "success", "data": {"operation_id": "op", "state": "cancelled"}}},
		{"method": "frobnicate", "request": {}, "response": {"status": "success", "data": {}}},
		{"method": "frobnicate", "response": {"status": "error", "error_code": "METHOD_NOT_FOUND"}},
		{"method": "negotiate", "request": {"consumer_versions": "2,1"}, "response": {"status": "success", "data": {"selected_version": 2}}}]}`), "e.json", Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := []Kind{ExecuteTool, Error, GetOperation, CancelOperation, Other, Error, Negotiate}
	if len(f.Captures) != len(want) {
		t.Fatalf("%d captures, want %d", len(f.Captures), len(want))
	}
	for i, c := range f.Captures {
		if c.Kind != want[i] || c.Response == nil {
			t.Errorf("entry %d: kind %v, want %v (response %v)", i, c.Kind, want[i], c.Response)
		}
	}
	ex := f.Captures[0]
	if ex.Doc != ex.Response || ex.Data.Get("value").Int != 1 || Str(ex.Request.ToolName) != "get_quote" || Str(ex.Request.RequestID) != "r1" {
		t.Errorf("execute_tool entry: %+v", ex)
	}
	if v := ex.Data.Get("value"); v.At.Logical != "/responses/0/response/data/value" {
		t.Errorf("value pointer %s", v.At.Logical)
	}
	if n := f.Captures[6]; !n.Request.ConsumerVersionsUntyped || n.Request.ConsumerVersions != nil {
		t.Errorf("adb-typed consumer_versions: %+v", n.Request)
	}
}

func TestHostileInputs(t *testing.T) {
	dir := t.TempDir()
	write := func(name string, data []byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	huge := make([]byte, 0, 50<<20+100)
	huge = append(huge, `{"revision": "r", "tools": [{"name": "a", "description": "`...)
	huge = append(huge, strings.Repeat("A", 50<<20)...)
	huge = append(huge, `"}]}`...)
	tests := []struct {
		name string
		data []byte
		msg  string
	}{
		{"huge.json", huge, "larger than 16 MiB"},
		{"deep.json", []byte(strings.Repeat(`{"a":`, 10000) + "1" + strings.Repeat("}", 10000)), "nested deeper than 256"},
		{"dup.json", []byte(`{"revision": "r", "tools": [], "tools": []}`), "duplicate object key"},
		{"utf8.json", []byte("{\"tools\": [{\"name\": \"a\xc3\x28\"}]}"), "invalid UTF-8"},
		{"truncated.json", []byte(`{"revision": "r", "tools": [{"name": "a"`), "unexpected end"},
		{"invalid.json", []byte(`{"tools": [1,]}`), "looking for a JSON value"},
	}
	for _, tt := range tests {
		_, err := Load(write(tt.name, tt.data), Options{})
		if err == nil || !strings.Contains(err.Error(), tt.msg) || !strings.Contains(err.Error(), tt.name) {
			t.Errorf("%s: err %v, want one naming the file and %q", tt.name, err, tt.msg)
		}
	}
}

func TestFindAndSets(t *testing.T) {
	dir := t.TempDir()
	must := func(err error) {
		if err != nil {
			t.Fatal(err)
		}
	}
	must(os.MkdirAll(filepath.Join(dir, "app", ".git"), 0o755))
	must(os.WriteFile(filepath.Join(dir, "app", "negotiate.json"), []byte(`{"selected_version": 2, "provider_id": "com.example.app"}`), 0o644))
	must(os.WriteFile(filepath.Join(dir, "app", "list.txt"), []byte(`Result: Bundle[{status=success, data={"tools":[]}}]`), 0o644))
	must(os.WriteFile(filepath.Join(dir, "app", "package.json"), []byte(`{"name": "x"}`), 0o644))
	must(os.WriteFile(filepath.Join(dir, "app", "tsconfig.json"), []byte("{// comment\n}"), 0o644))
	must(os.WriteFile(filepath.Join(dir, "app", "notes.txt"), []byte("hello"), 0o644))
	must(os.WriteFile(filepath.Join(dir, "app", "broken.json"), []byte(`{"tools": [`), 0o644))
	must(os.WriteFile(filepath.Join(dir, "app", ".git", "x.json"), []byte(`{"tools": []}`), 0o644))
	must(os.WriteFile(filepath.Join(dir, "bundle.json"), []byte(`{"cetp_capture_bundle": 1, "package": "com.example.app", "responses": []}`), 0o644))
	files, skipped, errs := Find(dir, Options{})
	if len(files) != 3 || len(skipped) != 3 || len(errs) != 1 || !strings.Contains(errs[0].Error(), "broken.json") {
		t.Fatalf("files %d skipped %v errs %v", len(files), skipped, errs)
	}
	sets := Sets(files)
	if len(sets) != 2 || len(sets[0].Captures) != 2 || sets[1].Package != "com.example.app" {
		t.Fatalf("sets %+v", sets)
	}
	m := &manifest.Manifest{Package: "com.example"}
	m2 := &manifest.Manifest{Package: "com.example.app"}
	Pair(sets, []*manifest.Manifest{m, m2})
	if sets[0].Manifest != m2 || sets[1].Manifest != m2 {
		t.Errorf("pairing chose %v and %v", sets[0].Manifest, sets[1].Manifest)
	}
}

func TestDeclSets(t *testing.T) {
	var files []*File
	for _, n := range []string{"negotiate.json", "provider_info.json", "list_tools.json"} {
		f, err := Load(filepath.Join(fixtures, "spec", n), Options{})
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	sets := Sets(files)
	ds := sets[0].DeclSets()
	if len(ds) != 1 || ds[0].Provider == nil || ds[0].Tools == nil {
		t.Fatalf("decl sets %+v", ds)
	}
	tool := ds[0].Tools.Tools.Items[0]
	a := tool.Annotations
	if tool.Name.Value != "create_alert" || a.EffectValue() != cetp.EffectCreate || a.Destructive.Kind != descriptor.KindBool {
		t.Errorf("tool %+v", tool)
	}
	if tool.Title.At.Line != 6 || tool.Title.At.Column != 16 || tool.Title.At.Logical != "/tools/0/title" {
		t.Errorf("title at %d:%d %s", tool.Title.At.Line, tool.Title.At.Column, tool.Title.At.Logical)
	}
}

func TestLoadBaseline(t *testing.T) {
	dir := t.TempDir()
	write := func(rel, doc string) string {
		p := filepath.Join(dir, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(doc), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	const list = `{"revision": "r1", "tools": []}`
	const info = `{"provider_id": "com.example.app", "scopes": []}`
	tests := []struct {
		name  string
		path  string
		tools bool
		info  bool
		err   string
	}{
		{"one list (the old flag)", write("old/list.json", list), true, false, ""},
		{"directory set", filepath.Dir(write("set/list.json", list)), true, true, ""},
		{"bundle", write("b.json", `{"cetp_capture_bundle": 1, "responses": [
			{"method": "get_provider_info", "request": {"protocol_version": 2}, "response": {"status": "success", "data": `+info+`}},
			{"method": "list_tools", "request": {"protocol_version": 2}, "response": {"status": "success", "data": `+list+`}}]}`), true, true, ""},
		{"provider info alone", write("info/p.json", info), false, true, ""},
		{"two lists", filepath.Dir(write("two/b.json", list)), false, false, "one v2 list_tools and one get_provider_info response at most"},
		{"nothing usable", write("neg.json", `{"selected_version": 2}`), false, false, "found neither"},
	}
	write("set/info.json", info)
	write("set/notes.txt", "reviewed on Monday")
	write("two/a.json", list)
	for _, tt := range tests {
		b, err := LoadBaseline(tt.path, Options{})
		switch {
		case tt.err != "":
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("%s: err %v, want %q", tt.name, err, tt.err)
			}
		case err != nil:
			t.Errorf("%s: %v", tt.name, err)
		case (b.Tools != nil) != tt.tools || (b.Provider != nil) != tt.info:
			t.Errorf("%s: tools %v, provider %v", tt.name, b.Tools != nil, b.Provider != nil)
		}
	}
}
