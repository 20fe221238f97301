package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"
)

// fakeADB puts testdata/adb/fake-adb.sh on PATH as adb, replaying the
// recorded device output of one scenario, and returns the file where it
// logs its invocations.
func fakeADB(t *testing.T, scenario string) (log string) {
	t.Helper()
	if runtime.GOOS == "windows" {
		t.Skip("the stand-in adb is a POSIX shell script")
	}
	src, err := os.ReadFile(filepath.Join("..", "..", "testdata", "adb", "fake-adb.sh"))
	if err != nil {
		t.Fatal(err)
	}
	bin := t.TempDir()
	if err := os.WriteFile(filepath.Join(bin, "adb"), src, 0o755); err != nil {
		t.Fatal(err)
	}
	dir, _ := filepath.Abs(filepath.Join("..", "..", "testdata", "adb", scenario))
	log = filepath.Join(t.TempDir(), "adb.log")
	t.Setenv("PATH", bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	t.Setenv("FAKE_ADB_DIR", dir)
	t.Setenv("FAKE_ADB_APK", fixture("ok_dual_stack.apk"))
	t.Setenv("FAKE_ADB_LOG", log)
	return log
}

type recordedBundle struct {
	Package   string `json:"package"`
	Authority string `json:"authority"`
	Calls     []struct {
		Method   string         `json:"method"`
		Request  map[string]any `json:"request"`
		Response map[string]any `json:"response"`
	} `json:"responses"`
}

func readBundle(t *testing.T, path string) recordedBundle {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var b recordedBundle
	if err := json.Unmarshal(data, &b); err != nil {
		t.Fatal(err)
	}
	return b
}

var uuidRE = regexp.MustCompile(`^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`)

func TestCaptureDiscovery(t *testing.T) {
	for _, target := range []string{"com.example.app", fixture("ok_dual_stack.apk")} {
		t.Run(filepath.Base(target), func(t *testing.T) {
			log := fakeADB(t, "discovery")
			out := filepath.Join(t.TempDir(), "session.json")
			code, stdout, stderr := runCLI(t, "", "capture", "-o", out, target)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			if !strings.Contains(stdout, "recorded 5 calls of com.example.app") {
				t.Errorf("stdout: %s", stdout)
			}
			b := readBundle(t, out)
			if b.Package != "com.example.app" || b.Authority != "com.example.app.clawseed.tools" {
				t.Errorf("bundle names %s / %s", b.Package, b.Authority)
			}
			var methods []string
			ids := map[string]bool{}
			for _, c := range b.Calls {
				methods = append(methods, c.Method)
				if id, ok := c.Request["request_id"].(string); ok {
					if !uuidRE.MatchString(id) || ids[id] {
						t.Errorf("%s: request_id %q is not a fresh UUID", c.Method, id)
					}
					ids[id] = true
					if c.Response["request_id"] != id {
						t.Errorf("%s: response echoes %v, request has %s", c.Method, c.Response["request_id"], id)
					}
				}
			}
			if got := strings.Join(methods, " "); got != "negotiate get_provider_info list_tools list_tools cetpaudit_undefined_method_probe" {
				t.Errorf("methods %s", got)
			}
			if len(ids) != 3 {
				t.Errorf("%d request_ids, want 3 (provider info, v2 list, undefined method)", len(ids))
			}
			if v1 := b.Calls[3].Request; len(v1) != 0 {
				t.Errorf("v1 list_tools sent extras %v", v1)
			}
			v2 := b.Calls[2].Request
			if v2["protocol_version"] != float64(2) || v2["session_token"] != "n3Yq8vXr2Lk0pWb7Zt4Hc9Ms1Jd6Fg5Q" || v2["deadline_at_ms"] == nil {
				t.Errorf("v2 list_tools request %v", v2)
			}
			logged, _ := os.ReadFile(log)
			if strings.Contains(string(logged), "execute_tool") {
				t.Error("capture called execute_tool without --execute")
			}
			if pulled := strings.Contains(string(logged), "\npull "); pulled != (target == "com.example.app") {
				t.Errorf("pulled the APK: %v; log:\n%s", pulled, logged)
			}
			// The JSON capabilities reach the device's shell quoted.
			if !strings.Contains(string(logged), `--extra 'consumer_capabilities:s:["async_operations","cancellation","large_results"]'`) {
				t.Errorf("consumer_capabilities not quoted for the device shell; log:\n%s", logged)
			}
			// What it recorded audits clean.
			code, report, stderr := runCLI(t, "", "scan", out)
			if code != 0 {
				t.Errorf("scan of the recorded bundle: exit %d\n%s%s", code, report, stderr)
			}
		})
	}
}

func TestCaptureFailures(t *testing.T) {
	tests := []struct {
		scenario string
		args     []string
		msg      string
	}{
		{"disconnected", nil, "no devices/emulators found"},
		{"discovery", []string{"-s", "emulator-5556"}, "device 'emulator-5556' not found"},
		{"not-installed", nil, "package com.example.app is not installed on the device"},
		{"refused", nil, "negotiate: the provider denied the call: java.lang.SecurityException: Permission Denial"},
		{"no-provider", nil, "no provider for authority \"com.example.app.clawseed.tools\""},
		{"truncated", nil, "list_tools: adb output is truncated"},
	}
	for _, tt := range tests {
		t.Run(tt.scenario+strings.Join(tt.args, ""), func(t *testing.T) {
			fakeADB(t, tt.scenario)
			out := filepath.Join(t.TempDir(), "session.json")
			args := append(append([]string{"capture", "-o", out}, tt.args...), "com.example.app")
			code, _, stderr := runCLI(t, "", args...)
			if code != 2 || !strings.Contains(stderr, tt.msg) {
				t.Errorf("exit %d, stderr %q; want 2 and %q", code, stderr, tt.msg)
			}
			if _, err := os.Stat(out); !os.IsNotExist(err) {
				t.Errorf("a failed capture wrote %s", out)
			}
		})
	}
	// Usage errors.
	for _, args := range [][]string{{"capture", "com.example.app"}, {"capture", "-o", "x.json"},
		{"capture", "-o", "x.json", "--execute", "get_alerts=[1]", "com.example.app"}} {
		if code, _, _ := runCLI(t, "", args...); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
}

func TestCaptureExecute(t *testing.T) {
	fakeADB(t, "execute")
	out := filepath.Join(t.TempDir(), "session.json")
	code, _, stderr := runCLI(t, "", "capture", "-o", out, "com.example.app",
		"--execute", `get_alerts={}`, "--execute", `create_alert={"symbol": "ACME", "price": 10}`)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, tool := range []string{"get_alerts", "create_alert"} {
		if !strings.Contains(stderr, `warning: executing tool "`+tool+`" on the device for real`) {
			t.Errorf("no warning for %s: %s", tool, stderr)
		}
	}
	b := readBundle(t, out)
	if len(b.Calls) != 7 {
		t.Fatalf("%d calls, want 7", len(b.Calls))
	}
	res, denied := b.Calls[5], b.Calls[6]
	if res.Method != "execute_tool" || res.Request["tool_name"] != "get_alerts" || res.Request["args"] != "{}" || res.Response["status"] != "success" {
		t.Errorf("result call %+v", res)
	}
	if denied.Request["args"] != `{"symbol": "ACME", "price": 10}` || denied.Response["error_code"] != "USER_ACTION_REQUIRED" ||
		denied.Response["resume_token"] != "rt_Yk3xP0qLw8Nv2Hs6Tb1Cz9Md" || !strings.HasPrefix(denied.Response["resolution"].(string), "PendingIntent{") {
		t.Errorf("error call %+v", denied)
	}
	if code, report, stderr := runCLI(t, "", "scan", out); code != 0 {
		t.Errorf("scan of the recorded bundle: exit %d\n%s%s", code, report, stderr)
	}
}

// TestCaptureMisbehaving records a Provider that breaks the conversation's
// rules and scans the bundle: each planted defect is reported once, at its
// call.
func TestCaptureMisbehaving(t *testing.T) {
	fakeADB(t, "misbehaving")
	dir := t.TempDir()
	out := filepath.Join(dir, "session.json")
	code, _, stderr := runCLI(t, "", "capture", "-o", out, "com.example.app",
		"--execute", `get_alerts={}`, "--execute", `create_alert={"symbol": "ACME", "price": 10}`)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	code, report, stderr := runCLI(t, "", "scan", "--format", "json", "--root", dir, out)
	if code != 1 {
		t.Fatalf("scan: exit %d, want 1\n%s%s", code, report, stderr)
	}
	var doc struct {
		Findings []struct {
			Rule     string `json:"ruleId"`
			Location struct {
				Logical string `json:"logical"`
			} `json:"location"`
		} `json:"findings"`
	}
	if err := json.Unmarshal([]byte(report), &doc); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range doc.Findings {
		got = append(got, f.Rule+"@"+f.Location.Logical)
	}
	want := []string{
		// The negotiation granted only cancellation; both lists declare an
		// async tool.
		"CETP306@/responses/2/response/data/tools/1/annotations/execution",
		"CETP306@/responses/3/response/data/tools/1/annotations/execution",
		// The v1 list_tools call got the v2 list.
		"CETP808@/responses/3/response/data",
		"CETP807@/responses/4/response/status",
		"CETP801@/responses/5/response/data/value/alerts/0/price",
		"CETP803@/responses/6/response/status",
		"CETP806@/responses/7/response/data/state",
		"CETP803@/responses/7/response/status",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("findings\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestCaptureProviderThrows: a Provider that throws on a call (here the
// undefined method) leaves no Bundle to record; the session goes on, and the
// bundle and standard error say what happened.
func TestCaptureProviderThrows(t *testing.T) {
	fakeADB(t, "throws")
	out := filepath.Join(t.TempDir(), "session.json")
	code, _, stderr := runCLI(t, "", "capture", "-o", out, "com.example.app")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if !strings.Contains(stderr, "cetpaudit_undefined_method_probe: the Provider threw: java.lang.UnsupportedOperationException") {
		t.Errorf("stderr: %s", stderr)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	var b struct {
		Notes []string          `json:"notes"`
		Calls []json.RawMessage `json:"responses"`
	}
	if err := json.Unmarshal(data, &b); err != nil {
		t.Fatal(err)
	}
	if len(b.Calls) != 4 || len(b.Notes) != 1 || !strings.Contains(b.Notes[0], "UnsupportedOperationException") {
		t.Errorf("%d calls, notes %q", len(b.Calls), b.Notes)
	}
}
