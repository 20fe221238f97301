package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
)

// built is the cetpaudit binary the end-to-end tests share, built on first
// use; TestMain removes its directory. One binary rather than one per test:
// each build relinks, and go vet keys its cache (the facts of every
// dependency, the standard library's included) by the tool's contents, so
// tests running the same binary with the same flags reuse one another's
// facts instead of recomputing them.
var built struct {
	once sync.Once
	dir  string
	bin  string
	err  error
}

// buildBinary returns the shared cetpaudit binary, building it the first
// time.
func buildBinary(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the binary and runs go vet")
	}
	built.once.Do(func() {
		built.dir, built.err = os.MkdirTemp("", "cetpaudit-e2e-")
		if built.err != nil {
			return
		}
		bin := filepath.Join(built.dir, "cetpaudit")
		// -trimpath: the same source gives the same binary wherever the
		// checkout is, so go vet (which keys its cached facts, standard
		// library included, on the tool's build ID) reuses the facts of an
		// earlier checkout instead of recomputing them in a fresh clone.
		if out, err := exec.Command("go", "build", "-trimpath", "-o", bin, ".").CombinedOutput(); err != nil {
			built.err = fmt.Errorf("go build: %v\n%s", err, out)
			return
		}
		built.bin = bin
	})
	if built.err != nil {
		t.Fatal(built.err)
	}
	return built.bin
}

// command runs name in dir and returns its exit code and output.
func command(t *testing.T, dir, name string, args ...string) (int, string, string) {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	var exit *exec.ExitError
	switch {
	case err == nil:
		return 0, stdout.String(), stderr.String()
	case errors.As(err, &exit):
		return exit.ExitCode(), stdout.String(), stderr.String()
	}
	t.Fatalf("%s %s: %v", name, strings.Join(args, " "), err)
	return 0, "", ""
}

func TestGoVetVettool(t *testing.T) {
	t.Parallel() // go vet in its own module directory: no shared state but the built binary
	bin := buildBinary(t)
	sample, _ := filepath.Abs("../../testdata/goprovider")
	code, _, stderr := command(t, sample, "go", "vet", "-vettool="+bin, "./...")
	if code == 0 {
		t.Fatalf("go vet on the sample exited 0; stderr:\n%s", stderr)
	}
	for _, want := range []string{"provider.go:", "CETP305:", "CETP606:", "CETP607:", "CETP608:", "CETP613:", "CETP001:"} {
		if !strings.Contains(stderr, want) {
			t.Errorf("go vet output lacks %q:\n%s", want, stderr)
		}
	}

	root, _ := filepath.Abs("../..")
	code, _, stderr = command(t, root, "go", "vet", "-vettool="+bin, "./examples/...")
	if code != 0 {
		t.Errorf("go vet on the example exited %d:\n%s", code, stderr)
	}
}

func TestGoSubcommand(t *testing.T) {
	t.Parallel() // go vet in its own module directory: no shared state but the built binary
	bin := buildBinary(t)
	sample, _ := filepath.Abs("../../testdata/goprovider")
	code, stdout, stderr := command(t, sample, bin, "go", "--format", "sarif", "./...")
	if code != 1 {
		t.Fatalf("cetpaudit go --format sarif exited %d, want 1; stderr:\n%s", code, stderr)
	}
	var log struct {
		Version string `json:"version"`
		Runs    []struct {
			Results []struct {
				RuleID    string `json:"ruleId"`
				Locations []struct {
					Physical struct {
						Artifact struct {
							URI string `json:"uri"`
						} `json:"artifactLocation"`
						Region struct {
							StartLine   int `json:"startLine"`
							StartColumn int `json:"startColumn"`
						} `json:"region"`
					} `json:"physicalLocation"`
				} `json:"locations"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal([]byte(stdout), &log); err != nil {
		t.Fatalf("SARIF output is not JSON: %v\n%s", err, stdout)
	}
	// Quick fixes (confirmation always, cetp.NewOperationID) are SARIF fixes.
	for _, want := range []string{`"fixes"`, `"text": "cetp.ConfirmAlways"`, `"text": "cetp.NewOperationID()"`} {
		if !strings.Contains(stdout, want) {
			t.Errorf("SARIF lacks %s", want)
		}
	}
	if log.Version != "2.1.0" || len(log.Runs) != 1 {
		t.Fatalf("not one SARIF 2.1.0 run: %s", stdout)
	}
	rules := map[string]bool{}
	for _, r := range log.Runs[0].Results {
		rules[r.RuleID] = true
		for _, l := range r.Locations {
			uri := l.Physical.Artifact.URI
			if filepath.IsAbs(uri) || strings.HasPrefix(uri, "file:") || !strings.HasSuffix(uri, "provider/provider.go") {
				t.Errorf("%s: artifact URI %q is not repository-relative", r.RuleID, uri)
			}
			if l.Physical.Region.StartLine < 1 || l.Physical.Region.StartColumn < 1 {
				t.Errorf("%s: no region", r.RuleID)
			}
		}
	}
	for _, id := range []string{"CETP001", "CETP305", "CETP606", "CETP607", "CETP608", "CETP613"} {
		if !rules[id] {
			t.Errorf("SARIF has no %s result", id)
		}
	}

	root, _ := filepath.Abs("../..")
	if code, _, stderr := command(t, root, bin, "go", "./examples/..."); code != 0 {
		t.Errorf("cetpaudit go ./examples/... exited %d, want 0:\n%s", code, stderr)
	}
	if code, _, stderr := command(t, sample, bin, "go", "--fail-on", "none", "./..."); code != 0 {
		t.Errorf("--fail-on none exited %d, want 0:\n%s", code, stderr)
	}
	if code, _, _ := command(t, root, bin, "go", "./does/not/exist/..."); code != 2 {
		t.Errorf("missing packages exited %d, want 2", code)
	}
}

// vetFindings parses go vet's "file:line:col: CETPnnn: message" lines into
// "CETPnnn file:line" with the file's base name.
func vetFindings(stderr string) []string {
	var out []string
	for _, line := range strings.Split(stderr, "\n") {
		parts := strings.SplitN(line, ": ", 3)
		if len(parts) < 3 || !strings.HasPrefix(parts[1], "CETP") {
			continue
		}
		loc := strings.Split(parts[0], ":")
		if len(loc) < 3 {
			continue
		}
		out = append(out, parts[1]+" "+filepath.Base(loc[0])+":"+loc[1])
	}
	slices.Sort(out)
	return out
}

// TestGoVetParity: with the same .cetpaudit.json (a rule off, a path
// excluded, a finding suppressed by path) go vet -vettool and cetpaudit go
// report the same findings; vet's -CETPnnn and -rules flags select rules;
// --show-suppressed lists directive and configuration suppressions, and
// SARIF carries them as suppressions with their reasons.
func TestGoVetParity(t *testing.T) {
	t.Parallel() // go vet in its own module directory: no shared state but the built binary
	bin := buildBinary(t)
	dir, _ := filepath.Abs("../../testdata/goconfig")

	goOut, _ := goJSONFindings(t, dir, bin)
	want := []string{"CETP607 provider.go:22", "CETP617 provider.go:15"}
	if !slices.Equal(goOut, want) {
		t.Errorf("cetpaudit go findings = %q, want %q", goOut, want)
	}

	// Each go vet run with its own flags analyses the module's
	// dependencies again (go vet keys their facts on the flags): the runs
	// are independent, and run side by side.
	for _, tc := range []struct {
		name string
		args []string
		want []string // nil: check stderr instead
		exit bool     // a non-zero exit is wanted
		says string   // stderr must say this
	}{
		{"all", nil, goOut, true, ""},
		{"CETP607=false", []string{"-CETP607=false"}, []string{"CETP617 provider.go:15"}, false, ""},
		{"rules=CETP607", []string{"-rules=CETP607"}, []string{"CETP607 provider.go:22"}, false, ""},
		// go vet forwards a flag and its value as two words, as the user wrote them.
		{"rules CETP617 -config FILE", []string{"-rules", "CETP617", "-config", filepath.Join(dir, ".cetpaudit.json")}, []string{"CETP617 provider.go:15"}, false, ""},
		// go vet runs the tool in each package's directory: a relative
		// -config is read from the module root, from any package below it.
		{"config relative", []string{"-rules", "CETP617", "-config", ".cetpaudit.json"}, []string{"CETP617 provider.go:15"}, false, ""},
		{"config missing", []string{"-config", "missing.json"}, nil, true, "-config missing.json: a relative path is read from the module root"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			args := append(append([]string{"vet", "-vettool=" + bin}, tc.args...), "./...")
			code, _, stderr := command(t, dir, "go", args...)
			if tc.exit && code == 0 {
				t.Errorf("go %s exited 0\n%s", strings.Join(args, " "), stderr)
			}
			if tc.want != nil {
				if got := vetFindings(stderr); !slices.Equal(got, tc.want) {
					t.Errorf("go %s findings = %q, want %q\n%s", strings.Join(args, " "), got, tc.want, stderr)
				}
			}
			if tc.says != "" && !strings.Contains(stderr, tc.says) {
				t.Errorf("go %s does not say %q:\n%s", strings.Join(args, " "), tc.says, stderr)
			}
		})
	}

	code, stdout, stderr := command(t, dir, bin, "go", "--show-suppressed", "./...")
	if code != 1 || !strings.Contains(stdout, "(//cetpaudit:ignore: a fixed sentinel sentence") ||
		!strings.Contains(stdout, "(config: tokens of the offline demo mode") || !strings.Contains(stdout, "2 suppressed") {
		t.Errorf("--show-suppressed (exit %d) does not list both suppressions:\n%s%s", code, stdout, stderr)
	}
	// A rule the run excludes reports nothing, suppressed or not.
	_, stdout, stderr = command(t, dir, bin, "go", "--show-suppressed", "--exclude-rules", "CETP607", "./...")
	if strings.Contains(stdout, "a fixed sentinel sentence") || !strings.Contains(stdout, "1 suppressed") {
		t.Errorf("--exclude-rules CETP607 --show-suppressed still lists CETP607's suppression or miscounts:\n%s%s", stdout, stderr)
	}
	_, stdout, _ = command(t, dir, bin, "go", "--show-suppressed", "--format", "sarif", "./...")
	for _, want := range []string{`"justification": "a fixed sentinel sentence, not internal detail"`, `"kind": "inSource"`, `"kind": "external"`} {
		if !strings.Contains(stdout, want) {
			t.Errorf("SARIF lacks %s", want)
		}
	}
}

// TestGoMultiPackage: in one module, a tool list built step by step in
// catalog, a schema embedded in schemas, a token minted in tokens and an
// error sentence built in msgs are used by app; each defect is reported
// at its own line — in catalog.go, inside delete.json, in tokens.go, and
// at app's call that puts the error text in the message — and go vet
// -vettool reports exactly what cetpaudit go does. An operation ID made of
// tokens.Stamped, whose result comes from a func variable no package of
// the module sets, is a CETP613 note at the ID in app, and nothing in
// tokens, which makes no token of it. The tool list app
// cannot evaluate is a note, not a rule's finding: it stays with
// -CETP308=false or -rules naming another rule it concerns, and goes with
// -rules naming only a rule it does not.
func TestGoMultiPackage(t *testing.T) {
	t.Parallel() // go vet in its own module directory: no shared state but the built binary
	bin := buildBinary(t)
	dir, _ := filepath.Abs("../../testdata/gomulti")
	want := []string{
		"CETP307 catalog.go:44",
		"CETP402 delete.json:6",
		"CETP607 app.go:73",
		"CETP608 app.go:26", // note: app.New, which no package of the module calls, leaves it to its callers
		"CETP613 app.go:83", // note: tokens.Stamped returns what tokens.Now gives, set out of sight; noted at the ID, not in tokens
		"CETP613 tokens.go:12",
	}
	const note = `app.go:40:15: the tool list "catalog.For(admin)" is not checked`

	goOut, stderr := goJSONFindings(t, dir, bin)
	if !slices.Equal(goOut, want) {
		t.Errorf("cetpaudit go findings:\n  %s\nwant:\n  %s", strings.Join(goOut, "\n  "), strings.Join(want, "\n  "))
	}
	if !strings.Contains(stderr, "cetpaudit: note: ") || !strings.Contains(stderr, "app/"+note) {
		t.Errorf("cetpaudit go does not note the list it cannot evaluate:\n%s", stderr)
	}

	// SARIF carries the note as a note-level notification of the run.
	_, stdout, _ := command(t, dir, bin, "go", "--format", "sarif", "./...")
	var log struct {
		Runs []struct {
			Invocations []struct {
				Notifications []struct {
					Level   string `json:"level"`
					Message struct {
						Text string `json:"text"`
					} `json:"message"`
				} `json:"toolExecutionNotifications"`
			} `json:"invocations"`
		} `json:"runs"`
	}
	if err := json.Unmarshal([]byte(stdout), &log); err != nil || len(log.Runs) != 1 || len(log.Runs[0].Invocations) != 1 {
		t.Fatalf("cetpaudit go --format sarif: %v\n%s", err, stdout)
	}
	carried := false
	for _, n := range log.Runs[0].Invocations[0].Notifications {
		carried = carried || n.Level == "note" && strings.Contains(n.Message.Text, "app/"+note)
	}
	if !carried {
		t.Errorf("cetpaudit go --format sarif does not carry the note as a notification:\n%s", stdout)
	}

	code, _, stderr := command(t, dir, "go", "vet", "-vettool="+bin, "./...")
	if got := vetFindings(stderr); code == 0 || !slices.Equal(got, want) {
		t.Errorf("go vet (exit %d) findings:\n  %s\nwant cetpaudit go's:\n  %s\n%s", code, strings.Join(got, "\n  "), strings.Join(want, "\n  "), stderr)
	}
	if !strings.Contains(stderr, "app/"+strings.Replace(note, "15: ", "15: note: ", 1)) {
		t.Errorf("go vet does not note the list it cannot evaluate:\n%s", stderr)
	}

	for _, tt := range []struct {
		flags []string
		kept  bool
	}{
		{[]string{"-CETP308=false"}, true},
		{[]string{"-rules=CETP305"}, true},
		{[]string{"-rules=CETP607"}, false},
	} {
		_, _, stderr := command(t, dir, "go", append(append([]string{"vet", "-vettool=" + bin}, tt.flags...), "./...")...)
		if got := strings.Contains(stderr, "is not checked"); got != tt.kept {
			t.Errorf("go vet %s: note shown = %v, want %v\n%s", tt.flags, got, tt.kept, stderr)
		}
	}
	for _, tt := range []struct {
		flags []string
		kept  bool
	}{
		{[]string{"--exclude-rules", "CETP308"}, true},
		{[]string{"--rules", "CETP607"}, false},
	} {
		_, _, stderr := command(t, dir, bin, append(append([]string{"go"}, tt.flags...), "./...")...)
		if got := strings.Contains(stderr, "is not checked"); got != tt.kept {
			t.Errorf("cetpaudit go %s: note shown = %v, want %v\n%s", tt.flags, got, tt.kept, stderr)
		}
	}
}

// goJSONFindings runs cetpaudit go --format json on the module in dir,
// which must have findings (exit 1), and returns them as sorted
// "RULE file.go:line" lines, with the run's stderr.
func goJSONFindings(t *testing.T, dir, bin string) (out []string, stderr string) {
	t.Helper()
	code, stdout, stderr := command(t, dir, bin, "go", "--format", "json", "./...")
	if code != 1 {
		t.Fatalf("cetpaudit go exited %d, want 1:\n%s", code, stderr)
	}
	var doc struct {
		Findings []struct {
			RuleID   string `json:"ruleId"`
			Location struct {
				Path string `json:"path"`
				Line int    `json:"line"`
			} `json:"location"`
		} `json:"findings"`
	}
	if err := json.Unmarshal([]byte(stdout), &doc); err != nil {
		t.Fatalf("json output: %v\n%s", err, stdout)
	}
	for _, f := range doc.Findings {
		out = append(out, fmt.Sprintf("%s %s:%d", f.RuleID, filepath.Base(f.Location.Path), f.Location.Line))
	}
	slices.Sort(out)
	return out, stderr
}

// TestGoVetConfigEdit: go vet caches every package's result under a key
// made of the tool's -V=full line, its flags and the package's files. The
// .cetpaudit.json the tool reads is none of those, so the tool's version
// line hashes it: adding, editing or removing the file changes what the
// next go vet reports, without -a. Before, the second run replayed the
// first one's findings.
func TestGoVetConfigEdit(t *testing.T) {
	t.Parallel() // go vet in its own module directory: no shared state but the built binary
	bin := buildBinary(t)
	repo, _ := filepath.Abs("../..")
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS("../../testdata/gomulti")); err != nil {
		t.Fatal(err)
	}
	mod := filepath.Join(dir, "go.mod")
	data, err := os.ReadFile(mod)
	if err != nil {
		t.Fatal(err)
	}
	data = bytes.Replace(data, []byte("=> ../.."), []byte("=> "+repo), 1)
	for _, f := range []struct {
		path string
		data []byte
	}{
		{mod, data},
		{filepath.Join(dir, ".git", "HEAD"), []byte("ref: refs/heads/main\n")}, // the repository's top: no config above it is read
	} {
		if err := os.MkdirAll(filepath.Dir(f.path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(f.path, f.data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	has := func(id string) bool {
		t.Helper()
		_, _, stderr := command(t, dir, "go", "vet", "-vettool="+bin, "./...")
		return strings.Contains(stderr, ": "+id+": ")
	}
	// Each new configuration makes go vet recompute every package's facts,
	// the standard library's included (the version line is the tool's
	// identity), so the steps are few: a file in a package's directory is
	// covered by TestHashConfigs.
	top := filepath.Join(dir, ".cetpaudit.json")
	steps := []struct {
		what      string
		edit      func() error
		id        string
		wantShown bool
	}{
		{"no configuration", func() error { return nil }, "CETP607", true},
		{"CETP607 turned off", func() error {
			return os.WriteFile(top, []byte(`{"rules": {"CETP607": {"enabled": false}}}`), 0o644)
		}, "CETP607", false},
		{"the file edited to turn CETP613 off instead", func() error {
			return os.WriteFile(top, []byte(`{"rules": {"CETP613": {"enabled": false}}}`), 0o644)
		}, "CETP607", true},
		{"the file removed", func() error { return os.Remove(top) }, "CETP613", true},
	}
	for _, s := range steps {
		if err := s.edit(); err != nil {
			t.Fatal(err)
		}
		if got := has(s.id); got != s.wantShown {
			t.Errorf("%s: go vet shows %s = %v, want %v", s.what, s.id, got, s.wantShown)
		}
	}
}
