package capturerules_test

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/check"
	"github.com/clawseed/cetpaudit/internal/engine"
	"github.com/clawseed/cetpaudit/internal/manifest"
)

// audit runs every rule on one bundle of recorded calls (given as the
// JSON of its responses array), paired with a manifest of
// testdata/manifests when man is not "", and returns "RULE@pointer" of each
// finding, sorted.
func audit(t *testing.T, man, calls string) string {
	t.Helper()
	doc := `{"cetp_capture_bundle": 1, "package": "com.example.app", "responses": [` + calls + `]}`
	f, err := capture.Parse([]byte(doc), "b.json", capture.Options{})
	if err != nil {
		t.Fatalf("%v\n%s", err, doc)
	}
	tg := &engine.Targets{Captures: capture.Sets([]*capture.File{f})}
	if man != "" {
		m, err := manifest.LoadSource(filepath.Join("..", "..", "testdata", "manifests", man, "AndroidManifest.xml"), manifest.SourceOptions{})
		if err != nil {
			t.Fatal(err)
		}
		tg.Manifests = []*manifest.Manifest{m}
		capture.Pair(tg.Captures, tg.Manifests)
	}
	var got []string
	for _, f := range engine.Run(tg, check.Options{}) {
		got = append(got, f.RuleID+"@"+f.Location.Logical)
	}
	sort.Strings(got)
	return strings.Join(got, " ")
}

const (
	negotiateAll = `{"method": "negotiate", "request": {"consumer_versions": [2, 1], "consumer_capabilities": ["async_operations", "cancellation", "large_results"]},
  "response": {"status": "success", "data": {"selected_version": 2, "provider_id": "com.example.app", "provider_name": "Example App",
    "session_token": "n3Yq8vXr2Lk0pWb7Zt4Hc9Ms1Jd6Fg5Q", "capabilities": ["async_operations", "cancellation", "large_results"],
    "limits": {"max_request_bytes": 65536, "max_inline_result_bytes": 262144, "max_concurrent_requests": 4, "idempotency_window_seconds": 86400}}}}`
	listTools = `{"method": "list_tools", "request": {"protocol_version": 2, "request_id": "r-list"},
  "response": {"status": "success", "protocol_version": 2, "request_id": "r-list", "data": {"revision": "tools-42", "tools": [
    {"name": "create_alert", "description": "Create a price alert", "input_schema": {"type": "object", "properties": {"symbol": {"type": "string"}}, "additionalProperties": false},
     "output_schema": OUT, "scopes": [], "annotations": {"effect": "read", "risk": "low", "confirmation": "never"}}]}}}`
)

func withSchema(schema string) string { return strings.Replace(listTools, "OUT", schema, 1) }

func execute(requestID, response string) string {
	return `{"method": "execute_tool", "request": {"protocol_version": 2, "request_id": "` + requestID + `", "tool_name": "create_alert", "args": "{\"symbol\": \"ACME\"}"}, "response": ` + response + `}`
}

// TestConversationPrecedence: one defect is one finding between the new
// rules and their neighbours (RULES.md ground rules), and different
// defects of one response are each reported.
func TestConversationPrecedence(t *testing.T) {
	good := `{"type": "object", "properties": {"alert_id": {"type": "string"}}, "required": ["alert_id"]}`
	tests := []struct {
		name, man, calls, want string
	}{
		// CETP805 and CETP507 split the envelope by status: a success
		// without request_id is 805's, an error without one is 507's.
		{"805 not 507", "", execute("r1", `{"status": "success", "protocol_version": 2, "data": {"kind": "inline", "value": {"alert_id": "a"}}}`),
			"CETP805@/responses/0/response/request_id"},
		{"507 not 805", "", execute("r1", `{"status": "error", "error_code": "CONFLICT", "error_message": "Exists", "retryable": false, "protocol_version": 2}`),
			"CETP507@/responses/0/response/request_id"},
		// An undefined method's unknown error_code is 807's alone; 507 keeps
		// the rest of the contract (here: no retryable).
		{"807 silences 507 on the code", "", `{"method": "frobnicate", "request": {"protocol_version": 2, "request_id": "r2"},
			"response": {"status": "error", "error_code": "NO_SUCH_THING", "error_message": "?", "protocol_version": 2, "request_id": "r2"}}`,
			"CETP507@/responses/0/response/retryable CETP807@/responses/0/response/error_code"},
		// An unversioned call answered with a v2 envelope is 808's: not also
		// an envelope (805) or echo (507) problem, and 807 stays away from
		// defined methods.
		{"808 alone", "", `{"method": "execute_tool", "request": {"tool_name": "create_alert", "args": "{}"},
			"response": {"status": "success", "protocol_version": 2, "data": {"kind": "json"}}}`,
			"CETP808@/responses/0/response/protocol_version"},
		{"808 on a v1 list call", "", `{"method": "list_tools", "request": {}, "response": {"status": "success", "data": {"revision": "r", "tools": []}}}`,
			"CETP808@/responses/0/response/data"},
		// A dual-stack manifest keeps 808; a v2-only one is not dual-stack.
		{"808 dual-stack manifest", "ok_dual_stack", `{"method": "list_tools", "request": {}, "response": {"status": "success", "data": {"revision": "r", "tools": []}}}`,
			"CETP808@/responses/0/response/data"},
		{"808 v2-only manifest", "ok_v2_only", `{"method": "list_tools", "request": {}, "response": {"status": "success", "data": {"revision": "r", "tools": []}}}`, ""},
		// A file result without large_results and without its digest:
		// two defects, two findings.
		{"803 and 804", "", `{"method": "negotiate", "request": {"consumer_versions": [2]}, "response": {"status": "success", "data": {"selected_version": 2,
			"provider_id": "com.example.app", "provider_name": "E", "session_token": "n3Yq8vXr2Lk0pWb7Zt4Hc9Ms1Jd6Fg5Q", "capabilities": [],
			"limits": {"max_request_bytes": 65536, "max_inline_result_bytes": 262144, "max_concurrent_requests": 4, "idempotency_window_seconds": 86400}}}},` +
			execute("r3", `{"status": "success", "protocol_version": 2, "request_id": "r3", "result_fd": "fd", "data": {"kind": "file", "media_type": "application/json", "size_bytes": 10}}`),
			"CETP803@/responses/1/response/data/kind CETP804@/responses/1/response/data/sha256"},
		// A schema that does not compile is CETP402's; nothing is validated
		// against it. A missing output_schema is CETP404's.
		{"402 not 801", "", negotiateAll + "," + withSchema(`{"type": "object", "required": "alert_id"}`) + "," +
			execute("r4", `{"status": "success", "protocol_version": 2, "request_id": "r4", "data": {"kind": "inline", "value": 7}}`),
			"CETP402@/responses/1/response/data/tools/0/output_schema/required"},
		{"404 not 801", "", negotiateAll + "," + strings.Replace(withSchema(`{}`), `"output_schema": {},`, "", 1) + "," +
			execute("r5", `{"status": "success", "protocol_version": 2, "request_id": "r5", "data": {"kind": "inline", "value": 7}}`),
			"CETP404@/responses/1/response/data/tools/0/output_schema"},
		{"801 alone", "", negotiateAll + "," + withSchema(good) + "," +
			execute("r6", `{"status": "success", "protocol_version": 2, "request_id": "r6", "data": {"kind": "inline", "value": {"alert_id": 7}}}`),
			"CETP801@/responses/2/response/data/value/alert_id"},
		// An unknown data.kind is 805's; 801 does not guess at the value.
		{"805 not 801", "", negotiateAll + "," + withSchema(good) + "," +
			execute("r7", `{"status": "success", "protocol_version": 2, "request_id": "r7", "data": {"kind": "inlined", "value": 7}}`),
			"CETP805@/responses/2/response/data/kind"},
		// cancel_operation claiming "cancelled" without its request_id: the
		// state is 806's, the echo 805's.
		{"806 and 805", "", negotiateAll + `, {"method": "cancel_operation", "request": {"protocol_version": 2, "request_id": "r8", "operation_id": "op"},
			"response": {"status": "success", "protocol_version": 2, "data": {"operation_id": "op", "state": "cancelled"}}}`,
			"CETP805@/responses/1/response/request_id CETP806@/responses/1/response/data/state"},
		// A negotiate error under a v2 manifest is 206's; 204 reads only
		// successful negotiations.
		{"206 not 204", "ok_dual_stack", `{"method": "negotiate", "request": {"consumer_versions": [2, 1]},
			"response": {"status": "error", "error_code": "INTERNAL_ERROR", "error_message": "Try again", "retryable": true}}`,
			"CETP206@/responses/0/response/error_code"},
		{"206 v1-only manifest", "ok_v1_only", `{"method": "negotiate", "request": {"consumer_versions": [2, 1]},
			"response": {"status": "error", "error_code": "UNSUPPORTED_VERSION", "error_message": "v1 only", "retryable": false}}`, ""},
		// adb sends protocol_version as a Long: the Provider may have served
		// the call as v1, so its answer's shape decides — a v1 list is no
		// broken v2 list, a v1-shaped execute answer no broken envelope, and
		// neither is a call "without protocol_version".
		{"Long protocol_version, v1 answers", "", `{"method": "list_tools", "request": {"protocol_version": 2, "extra_types": {"protocol_version": "Long"}},
			"response": {"status": "success", "data": {"tools": [{"name": "get_alerts", "description": "List alerts"}]}}},
			{"method": "execute_tool", "request": {"protocol_version": 2, "tool_name": "get_alerts", "args": "{}", "extra_types": {"protocol_version": "Long", "tool_name": "String", "args": "String"}},
			"response": {"status": "success", "data": {"alerts": []}}}`, ""},
		{"Long protocol_version, v2 answer", "", `{"method": "execute_tool", "request": {"protocol_version": 2, "request_id": "r10", "tool_name": "get_alerts", "args": "{}", "extra_types": {"protocol_version": "Long"}},
			"response": {"status": "success", "protocol_version": 2, "request_id": "r11", "data": {"kind": "inline", "value": {}}}}`,
			"CETP805@/responses/0/response/request_id"},
		// A v1 call's AUTH_REQUIRED with v1's authorize_intent: neither 508
		// nor 509; the same answer to a v2 call is both.
		{"v1 authorize_intent", "", `{"method": "list_tools", "request": {}, "response": {"status": "error", "error_code": "AUTH_REQUIRED",
			"error_message": "Sign in", "retryable": false, "authorize_intent": "com.example.AUTH"}}`, ""},
		{"v2 authorize_intent", "", execute("r9", `{"status": "error", "error_code": "AUTH_REQUIRED", "error_message": "Sign in", "retryable": false,
			"protocol_version": 2, "request_id": "r9", "authorize_intent": "com.example.AUTH"}`),
			"CETP508@/responses/0/response/error_code CETP509@/responses/0/response/authorize_intent"},
	}
	for _, tt := range tests {
		if got := audit(t, tt.man, tt.calls); got != tt.want {
			t.Errorf("%s:\n got %q\nwant %q", tt.name, got, tt.want)
		}
	}
}

// TestScopeDriftPrecedence: a sensitivity outside the spec's values is
// CETP302's, not a drift.
func TestScopeDriftPrecedence(t *testing.T) {
	dir := t.TempDir()
	base := `{"provider_id": "com.example.app", "provider_name": "E", "description": "d", "scopes": [{"name": "alerts.read", "title": "t", "description": "d", "access": "read", "sensitivity": "financial"}]}`
	cur := strings.Replace(base, `"financial"`, `"secret"`, 1)
	tg := loadInline(t, dir, base, cur)
	var got []string
	for _, f := range engine.Run(tg, check.Options{}) {
		got = append(got, f.RuleID+"@"+f.Location.Logical)
	}
	if strings.Join(got, " ") != "CETP302@/scopes/0/sensitivity" {
		t.Errorf("got %v, want only CETP302", got)
	}
}

// loadInline writes a baseline provider info and a current one to dir and
// loads them as a capture set with its baseline.
func loadInline(t *testing.T, dir, base, cur string) *engine.Targets {
	t.Helper()
	bp, cp := filepath.Join(dir, "base.json"), filepath.Join(dir, "cur", "provider_info.json")
	if err := writeFile(bp, base); err != nil {
		t.Fatal(err)
	}
	if err := writeFile(cp, cur); err != nil {
		t.Fatal(err)
	}
	f, err := capture.Load(cp, capture.Options{})
	if err != nil {
		t.Fatal(err)
	}
	b, err := capture.LoadBaseline(bp, capture.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return &engine.Targets{Captures: capture.Sets([]*capture.File{f}), Baseline: b}
}

func writeFile(p, s string) error {
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return err
	}
	return os.WriteFile(p, []byte(s), 0o644)
}
