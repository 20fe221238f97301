package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// docExpect is what a documented command must do: its exit status and what
// its output and the files it writes must show.
type docExpect struct {
	code   int
	checks []docCheck
}

// A docCheck returns what is wrong with a command's run, or "".
type docCheck func(*docRun) string

// docRun is one documented command's run.
type docRun struct {
	t   *testing.T
	dir string
	out string // standard output and error
	env []string
}

// commandKey is a documented command without its trailing comment, spaces
// collapsed: the key of docExpectations.
func commandKey(cmd string) string {
	cmd = regexp.MustCompile(`\s+#.*$`).ReplaceAllString(cmd, "")
	return strings.Join(strings.Fields(cmd), " ")
}

// The fleet of the fixture project (docProject): the inputs a shard or
// merge must account for.
var fleetInputs = []string{"fleet/callerid.apk", "fleet/cetp105_service_not_exported.apk", "fleet/cetp109_debuggable.apk",
	"fleet/no_cetp.apk", "fleet/ok_dual_stack.apk", "fleet/ok_v2_only.apk"}

const jobText = `cetpaudit scan --root /work --shard "${JOB_COMPLETION_INDEX}/8" -j 2 --fail-on none --format jsonl -o "shard-${JOB_COMPLETION_INDEX}.jsonl" fleet || [ $? -eq 2 ]`

// docExpectations has an entry for every command of README.md and docs/
// that TestDocCommands runs; a command without one fails the test.
var docExpectations = map[string]docExpect{
	// README: the quick start.
	"go run ./cmd/cetpaudit scan testdata/apks/cetp102_authority_undeclared.apk": {1, []docCheck{
		says("testdata/apks/cetp102_authority_undeclared.apk: error CETP102", "1 finding (1 error) in 1 input")}},
	"cetpaudit scan --manifest-source app/src/main/AndroidManifest.xml app/build/outputs/apk/release/app-release.apk": {1, []docCheck{
		says("app/src/main/AndroidManifest.xml:12:13: error CETP102", "1 finding (1 error) in 1 input")}},
	"cetpaudit baseline -o .cetpaudit-baseline.json --manifest-source app/src/main/AndroidManifest.xml app/build/outputs/apk/release/app-release.apk": {0, []docCheck{
		baselineHas(".cetpaudit-baseline.json", "CETP102"),
		// The gate the quick-start workflow runs passes on what was recorded.
		then(0, "cetpaudit scan --fail-on error --baseline .cetpaudit-baseline.json --manifest-source app/src/main/AndroidManifest.xml app/build/outputs/apk/release/app-release.apk")}},
	"git add .cetpaudit-baseline.json": {0, []docCheck{
		then(0, "git diff --cached --name-only | grep -qx .cetpaudit-baseline.json")}},

	// docs/mapping.md: an R8 release build retraced through its mapping.
	"cetpaudit scan --mapping testdata/dex/src/r8release/mapping.txt testdata/dex/r8release.apk": {1, []docCheck{
		says("testdata/dex/r8release.apk!com/example/rel/Intents.java:37: error CETP602", "in com.example.rel.Intents.sync on",
			"testdata/dex/r8release.apk!com/example/rel/ToolProvider.java:20: error CETP602",
			"testdata/dex/r8release.apk!com/example/rel/ToolProvider.java:24: error CETP602", "4 findings (3 errors, 1 warning) in 1 input")}},

	// README: usage.
	"cetpaudit scan app-release.apk":                  {1, []docCheck{says("app-release.apk: error CETP102")}},
	"cetpaudit scan app/src/main/AndroidManifest.xml": {1, []docCheck{says("app/src/main/AndroidManifest.xml:12:13: error CETP102")}},
	"cetpaudit scan .": {1, []docCheck{
		// build/ is walked for its APKs only: the release APK, not the
		// merged manifest under build/intermediates.
		says("app/build/outputs/apk/release/app-release.apk", "app/src/main/AndroidManifest.xml:12:13: error CETP102"),
		saysNot("intermediates")}},
	"cetpaudit scan app-release.apk --format sarif -o cetp.sarif": {1, []docCheck{writes("cetp.sarif", "sarif", "CETP102")}},
	"cetpaudit scan app-release.apk --manifest-source app/src/main/AndroidManifest.xml": {1, []docCheck{
		says("app/src/main/AndroidManifest.xml:12:13: error CETP102")}},
	"cetpaudit scan -j 8 --format jsonl fleet/":     {1, []docCheck{stdoutReport("jsonl", "CETP105", "CETP109"), says(fleetInputs...)}},
	"cetpaudit scan --format html -o report.html .": {1, []docCheck{writes("report.html", "html", "CETP102", "app-release.apk", "fleet/no_cetp.apk")}},
	"cetpaudit scan --sarif-output cetp.sarif --json-output cetp.json app-release.apk": {1, []docCheck{
		says("app-release.apk: error CETP102"), writes("cetp.sarif", "sarif", "CETP102"), writes("cetp.json", "json", "CETP102")}},
	"cetpaudit baseline -o .cetpaudit-baseline.json .":                           {0, []docCheck{baselineHas(".cetpaudit-baseline.json", "CETP102", "CETP105")}},
	"cetpaudit scan --baseline .cetpaudit-baseline.json .":                       {0, []docCheck{says("no findings")}},
	"cetpaudit scan --new-from-rev origin/main app/src/main/AndroidManifest.xml": {0, []docCheck{says("no findings")}},
	// The APK and the three captures of captures/com.example.app/.
	"cetpaudit scan app-release.apk captures/":            {1, []docCheck{says("app-release.apk: error CETP102", "1 finding (1 error) in 4 inputs")}},
	"cetpaudit scan captures/ --baseline-tools approved/": {0, []docCheck{says("no findings in 3 inputs")}},
	"cetpaudit scan <(gzip -dc app-release.apk.gz)": {1, []docCheck{
		says("/dev/fd/", ": error CETP102", "in 1 input"), saysNot("cetpaudit-stdin-")}},
	"cat app-release.apk | cetpaudit scan -":                          {1, []docCheck{says("error CETP102")}},
	"cetpaudit scan --shard 0/4 --format json -o shard-0.json fleet/": {0, []docCheck{writes("shard-0.json", "json"), shardOf("shard-0.json", 0, 4)}},
	"cetpaudit merge -o fleet.json shard-0.json":                      {0, []docCheck{writes("fleet.json", "json"), sameFindings("fleet.json", "shard-0.json")}},
	"cetpaudit capture -o session.json app-release.apk": {0, []docCheck{
		says("recorded 5 calls of com.example.app (authority com.example.app.clawseed.tools)"), bundle("session.json", 5)}},
	"cetpaudit rules":           {0, []docCheck{says("CETP102", "CETP604", "APPLIES")}},
	"cetpaudit explain CETP102": {0, []docCheck{says("CETP102 AuthorityNotInPackage", "§2.1")}},
	"cetpaudit help scan":       {0, []docCheck{says("usage: cetpaudit scan", "-manifest-source", "-shard")}},
	"cetpaudit version":         {0, []docCheck{says("cetpaudit ")}},
	"go run ./cmd/cetpaudit scan testdata/captures/spec/": {0, []docCheck{says("no findings")}},
	"go run ./cmd/cetpaudit scan testdata/captures/cetp305_tp/": {1, []docCheck{
		says("testdata/captures/cetp305_tp/", "CETP305")}},
	"go run ./cmd/cetpaudit scan testdata/dex/pendingintent.apk": {1, []docCheck{
		says("testdata/dex/pendingintent.apk!", "CETP6")}},
	"go vet -vettool=$(which cetpaudit) ./...":           {1, []docCheck{says("CETP")}},
	"cetpaudit go --format sarif -o cetp-go.sarif ./...": {1, []docCheck{writes("cetp-go.sarif", "sarif", "CETP")}},

	// docs/captures.md
	"cetpaudit capture -o captures/com.example.app.json app/build/outputs/apk/release/app-release.apk": {0, []docCheck{
		bundle("captures/com.example.app.json", 5)}},
	"cetpaudit capture -o session.json com.example.app": {0, []docCheck{
		says("recorded 5 calls of com.example.app"), bundle("session.json", 5),
		// No APK given: it came from the device.
		adbLog("pull ")}},
	`cetpaudit capture -o session.json -s emulator-5554 com.example.app --execute get_alerts='{}'`: {0, []docCheck{
		says(`warning: executing tool "get_alerts" on the device for real`), bundle("session.json", 6), adbLog("-s emulator-5554 ", "tool_name:s:get_alerts")}},
	"cetpaudit scan session.json": {0, []docCheck{says("no findings")}},
	"adb shell content call --uri content://com.example.app.clawseed.tools --method list_tools > captures/com.example.app/list_tools_v1.txt": {0, []docCheck{
		fileHas("captures/com.example.app/list_tools_v1.txt", "Result: Bundle[", `"tools"`)}},
	"cetpaudit scan captures/com.example.app/": {0, []docCheck{says("no findings")}},
	// By now captures/ also holds the bundle recorded above and the adb v1
	// list, and has drifted from the reviewed list.
	"docs/captures.md: cetpaudit scan app-release.apk captures/": {1, []docCheck{says("app-release.apk: error CETP102", "1 finding (1 error) in 6 inputs")}},
	"docs/captures.md: cetpaudit scan captures/ --baseline-tools approved/": {1, []docCheck{
		says(`captures/com.example.app.json:60:17: error CETP702 revision "tools-42" is unchanged from the baseline although tool "get_alerts" added`)}},
	"cetpaudit scan captures/ --format sarif -o cetp.sarif": {0, []docCheck{writes("cetp.sarif", "sarif")}},
	"cetpaudit scan captures/ -v":                           {0, []docCheck{says("list_tools_v1.txt", "negotiate.json")}},

	// docs/config.md
	"cetpaudit baseline -o .cetpaudit-baseline.json app-release.apk captures/":     {0, []docCheck{baselineHas(".cetpaudit-baseline.json", "CETP102")}},
	"cetpaudit scan --baseline .cetpaudit-baseline.json app-release.apk captures/": {0, []docCheck{says("no findings")}},

	// docs/fleet.md: four shards, their merges, the Indexed Job and its merge.
	"cetpaudit scan --shard 0/4 --format jsonl -o shard-0.jsonl fleet/": {0, []docCheck{writes("shard-0.jsonl", "jsonl"), shardOf("shard-0.jsonl", 0, 4)}},
	"cetpaudit scan --shard 1/4 --format jsonl -o shard-1.jsonl fleet/": {0, []docCheck{writes("shard-1.jsonl", "jsonl"), shardOf("shard-1.jsonl", 1, 4)}},
	"cetpaudit scan --shard 2/4 --format jsonl -o shard-2.jsonl fleet/": {1, []docCheck{writes("shard-2.jsonl", "jsonl"), shardOf("shard-2.jsonl", 2, 4)}},
	// No fleet path hashes to shard 3: an empty report, exit 0.
	"cetpaudit scan --shard 3/4 --format jsonl -o shard-3.jsonl fleet/": {0, []docCheck{writes("shard-3.jsonl", "jsonl"), shardOf("shard-3.jsonl", 3, 4)}},
	"cetpaudit merge -o fleet.json shard-0.jsonl shard-1.jsonl shard-2.jsonl shard-3.jsonl": {1, []docCheck{
		partition("shard-0.jsonl", "shard-1.jsonl", "shard-2.jsonl", "shard-3.jsonl"), mergeEqualsScan("fleet.json", "fleet/")}},
	"cetpaudit merge --format html -o fleet.html --fail-on none shard-0.jsonl shard-1.jsonl shard-2.jsonl shard-3.jsonl": {0, []docCheck{
		writes("fleet.html", "html", append([]string{"CETP105", "CETP109"}, fleetInputs...)...)}},
	jobText: {0, []docCheck{
		partition("shard-0.jsonl", "shard-1.jsonl", "shard-2.jsonl", "shard-3.jsonl", "shard-4.jsonl", "shard-5.jsonl", "shard-6.jsonl", "shard-7.jsonl")}},
	"cetpaudit merge -o fleet.json shard-*.jsonl": {1, []docCheck{mergeEqualsScan("fleet.json", "fleet/")}},
}

// says: the output has each string.
func says(subs ...string) docCheck {
	return func(r *docRun) string {
		for _, s := range subs {
			if !strings.Contains(r.out, s) {
				return fmt.Sprintf("the output does not say %q", s)
			}
		}
		return ""
	}
}

// saysNot: the output has none of the strings.
func saysNot(subs ...string) docCheck {
	return func(r *docRun) string {
		for _, s := range subs {
			if strings.Contains(r.out, s) {
				return fmt.Sprintf("the output says %q", s)
			}
		}
		return ""
	}
}

// then: a follow-up command in the same project exits with code.
func then(code int, line string) docCheck {
	return func(r *docRun) string {
		if got, out := shell(r.t, r.dir, r.env, line); got != code {
			return fmt.Sprintf("then %s: exit %d, want %d\n%s", line, got, code, out)
		}
		return ""
	}
}

// fileHas: the file exists and has each string.
func fileHas(file string, subs ...string) docCheck {
	return func(r *docRun) string {
		data, err := os.ReadFile(filepath.Join(r.dir, file))
		if err != nil {
			return err.Error()
		}
		for _, s := range subs {
			if !strings.Contains(string(data), s) {
				return fmt.Sprintf("%s does not have %q", file, s)
			}
		}
		return ""
	}
}

// writes: the file is a whole report in its format that names each
// string (rule IDs, inputs).
func writes(file, format string, subs ...string) docCheck {
	return func(r *docRun) string {
		if msg := r.report(file, format); msg != "" {
			return msg
		}
		return fileHas(file, subs...)(r)
	}
}

// stdoutReport: standard output is a whole report in the format.
func stdoutReport(format string, subs ...string) docCheck {
	return func(r *docRun) string {
		f := filepath.Join(r.t.TempDir(), "stdout")
		writeFile(r.t, f, r.out)
		return writes(f, format, subs...)(&docRun{t: r.t, dir: "/", out: r.out})
	}
}

// report checks that a file parses as a cetpaudit report of the format.
func (r *docRun) report(file, format string) string {
	path := file
	if !filepath.IsAbs(path) {
		path = filepath.Join(r.dir, file)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return err.Error()
	}
	switch format {
	case "sarif":
		var log struct {
			Version string
			Runs    []struct {
				Tool    struct{ Driver struct{ Name string } }
				Results []json.RawMessage
			}
		}
		if err := json.Unmarshal(data, &log); err != nil || log.Version != "2.1.0" || len(log.Runs) != 1 || log.Runs[0].Tool.Driver.Name != "cetpaudit" {
			return fmt.Sprintf("%s is not a cetpaudit SARIF 2.1.0 log with one run (%v)", file, err)
		}
	case "json":
		if _, err := readJSONReport(data); err != nil {
			return fmt.Sprintf("%s: %v", file, err)
		}
	case "jsonl":
		if _, err := readJSONLReport(data); err != nil {
			return fmt.Sprintf("%s: %v", file, err)
		}
	case "html":
		s := string(data)
		if !strings.HasPrefix(s, "<!DOCTYPE html>") || !strings.HasSuffix(strings.TrimSpace(s), "</html>") {
			return file + " is not a whole HTML page"
		}
		if regexp.MustCompile(`(?i)(src|href)="https?://[^"]*\.(js|css)"`).MatchString(s) {
			return file + " loads a script or style from the network"
		}
	case "text":
	default:
		return "no check for the format " + format
	}
	return ""
}

// docReport is what the checks read of a JSON or JSON Lines report.
type docReport struct {
	Findings []map[string]any `json:"findings"`
	Summary  map[string]any   `json:"summary"`
	Inputs   []struct {
		Path string `json:"path"`
	} `json:"inputs"`
}

func readJSONReport(data []byte) (*docReport, error) {
	var rep docReport
	if err := json.Unmarshal(data, &rep); err != nil {
		return nil, err
	}
	if rep.Summary == nil {
		return nil, fmt.Errorf("a JSON report without a summary")
	}
	return &rep, nil
}

// readJSONLReport reads a JSON Lines report: a start line, findings and
// inputs, and a summary last.
func readJSONLReport(data []byte) (*docReport, error) {
	var rep docReport
	sc := bufio.NewScanner(strings.NewReader(string(data)))
	sc.Buffer(nil, 1<<24)
	var types []string
	for sc.Scan() {
		var line map[string]any
		if err := json.Unmarshal(sc.Bytes(), &line); err != nil {
			return nil, fmt.Errorf("line %d: %v", len(types)+1, err)
		}
		typ, _ := line["type"].(string)
		types = append(types, typ)
		delete(line, "type")
		switch typ {
		case "finding":
			rep.Findings = append(rep.Findings, line)
		case "input":
			p, _ := line["path"].(string)
			rep.Inputs = append(rep.Inputs, struct {
				Path string `json:"path"`
			}{p})
		case "summary":
			rep.Summary = line
		}
	}
	if len(types) < 2 || types[0] != "start" || types[len(types)-1] != "summary" {
		return nil, fmt.Errorf("JSON Lines from %q to %q, want start to summary", types[0], types[len(types)-1])
	}
	return &rep, nil
}

func (r *docRun) readReport(file string) (*docReport, string) {
	data, err := os.ReadFile(filepath.Join(r.dir, file))
	if err != nil {
		return nil, err.Error()
	}
	var rep *docReport
	if strings.HasSuffix(file, ".jsonl") {
		rep, err = readJSONLReport(data)
	} else {
		rep, err = readJSONReport(data)
	}
	if err != nil {
		return nil, file + ": " + err.Error()
	}
	return rep, ""
}

// shardOf: the report holds exactly the fleet inputs whose path hashes to
// shard i of n, by FNV-1a as docs/fleet.md says.
func shardOf(file string, i, n int) docCheck {
	return func(r *docRun) string {
		rep, msg := r.readReport(file)
		if msg != "" {
			return msg
		}
		var got, want []string
		for _, in := range rep.Inputs {
			got = append(got, in.Path)
		}
		for _, p := range fleetInputs {
			h := fnv.New64a()
			h.Write([]byte(p))
			if h.Sum64()%uint64(n) == uint64(i) {
				want = append(want, p)
			}
		}
		if !slices.Equal(got, want) {
			return fmt.Sprintf("%s holds %v, want %v", file, got, want)
		}
		return ""
	}
}

// partition: the shard reports hold every fleet input exactly once.
func partition(files ...string) docCheck {
	return func(r *docRun) string {
		count := map[string]int{}
		for _, f := range files {
			rep, msg := r.readReport(f)
			if msg != "" {
				return msg
			}
			for _, in := range rep.Inputs {
				count[in.Path]++
			}
		}
		for _, p := range fleetInputs {
			if count[p] != 1 {
				return fmt.Sprintf("%s is in %d of the shards %v", p, count[p], files)
			}
		}
		if len(count) != len(fleetInputs) {
			return fmt.Sprintf("the shards hold %d inputs, the fleet has %d: %v", len(count), len(fleetInputs), count)
		}
		return ""
	}
}

// mergeEqualsScan: the merged JSON report has the findings and totals of
// one unsharded scan of the paths.
func mergeEqualsScan(file string, paths ...string) docCheck {
	return func(r *docRun) string {
		merged, msg := r.readReport(file)
		if msg != "" {
			return msg
		}
		line := "cetpaudit scan --fail-on none --format json " + strings.Join(paths, " ")
		code, out := shell(r.t, r.dir, r.env, line+" 2>/dev/null")
		if code != 0 {
			return fmt.Sprintf("%s: exit %d", line, code)
		}
		whole, err := readJSONReport([]byte(out))
		if err != nil {
			return line + ": " + err.Error()
		}
		if len(whole.Findings) == 0 {
			return line + " finds nothing: the comparison proves nothing"
		}
		if !reflect.DeepEqual(merged.Findings, whole.Findings) || !reflect.DeepEqual(merged.Summary, whole.Summary) {
			return fmt.Sprintf("%s differs from the unsharded scan: %d findings %v, want %d %v",
				file, len(merged.Findings), merged.Summary, len(whole.Findings), whole.Summary)
		}
		return ""
	}
}

// sameFindings: two JSON reports have the same findings and totals.
func sameFindings(a, b string) docCheck {
	return func(r *docRun) string {
		x, msg := r.readReport(a)
		if msg != "" {
			return msg
		}
		y, msg := r.readReport(b)
		if msg != "" {
			return msg
		}
		if !reflect.DeepEqual(x.Findings, y.Findings) || !reflect.DeepEqual(x.Summary, y.Summary) {
			return fmt.Sprintf("%s and %s differ: %v, %v", a, b, x.Summary, y.Summary)
		}
		return ""
	}
}

// baselineHas: the baseline file parses and records each rule.
func baselineHas(file string, ruleIDs ...string) docCheck {
	return func(r *docRun) string {
		var b struct {
			Entries []struct {
				RuleID string `json:"ruleId"`
			} `json:"findings"`
		}
		data, err := os.ReadFile(filepath.Join(r.dir, file))
		if err == nil {
			err = json.Unmarshal(data, &b)
		}
		if err != nil {
			return fmt.Sprintf("%s: %v", file, err)
		}
		have := map[string]bool{}
		for _, e := range b.Entries {
			have[e.RuleID] = true
		}
		for _, id := range ruleIDs {
			if !have[id] {
				return fmt.Sprintf("%s records no %s:\n%s", file, id, data)
			}
		}
		return ""
	}
}

// bundle: the file is a capture bundle of com.example.app with n calls,
// and scan reads it as one.
func bundle(file string, calls int) docCheck {
	return func(r *docRun) string {
		b := readBundle(r.t, filepath.Join(r.dir, file))
		if b.Package != "com.example.app" || b.Authority != "com.example.app.clawseed.tools" || len(b.Calls) != calls {
			return fmt.Sprintf("%s: package %q, authority %q, %d calls; want com.example.app, com.example.app.clawseed.tools, %d",
				file, b.Package, b.Authority, len(b.Calls), calls)
		}
		if code, out := shell(r.t, r.dir, r.env, "cetpaudit scan -v "+file); code != 0 || !strings.Contains(out, fmt.Sprintf("%s: %d captured response(s)", file, calls)) {
			return fmt.Sprintf("scan %s: exit %d\n%s", file, code, out)
		}
		return ""
	}
}

// adbLog: the stand-in adb was called with each string.
func adbLog(subs ...string) docCheck {
	return func(r *docRun) string {
		log := ""
		for _, e := range r.env {
			if v, ok := strings.CutPrefix(e, "FAKE_ADB_LOG="); ok {
				log = v
			}
		}
		data, _ := os.ReadFile(log)
		for _, s := range subs {
			if !strings.Contains(string(data), s) {
				return fmt.Sprintf("adb was not called with %q:\n%s", s, data)
			}
		}
		return ""
	}
}

// fakeADBEnv is the environment that puts the stand-in adb
// (testdata/adb/fake-adb.sh) first on PATH, replaying the device of the
// scenario the command needs: the execute scenario for --execute, else
// discovery.
func fakeADBEnv(t *testing.T, root, path, key string) []string {
	t.Helper()
	bin := t.TempDir()
	copyFile(t, filepath.Join(root, "testdata", "adb", "fake-adb.sh"), filepath.Join(bin, "adb"))
	if err := os.Chmod(filepath.Join(bin, "adb"), 0o755); err != nil {
		t.Fatal(err)
	}
	scenario := "discovery"
	if strings.Contains(key, "--execute") {
		scenario = "execute"
	}
	return []string{
		"PATH=" + bin + string(os.PathListSeparator) + path,
		"FAKE_ADB_DIR=" + filepath.Join(root, "testdata", "adb", scenario),
		"FAKE_ADB_APK=" + filepath.Join(root, "testdata", "apks", "ok_dual_stack.apk"),
		"FAKE_ADB_LOG=" + filepath.Join(t.TempDir(), "adb.log"),
	}
}

// reportFlags reads the report a command line writes: -o and --format.
func reportFlags(line string) (file, format string) {
	f := strings.Fields(line)
	format = "text"
	for i := 0; i+1 < len(f); i++ {
		switch f[i] {
		case "-o":
			file = f[i+1]
		case "--format":
			format = f[i+1]
		}
	}
	return file, format
}
