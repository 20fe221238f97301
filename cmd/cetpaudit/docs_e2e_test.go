package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// TestDocCommands runs every shell command of README.md and docs/*.md, and
// every workflow under docs/workflows (the cetpaudit action's invocation
// and its run: lines), on a fixture Android project laid out as Gradle
// leaves it: a source manifest without a package attribute, the namespace
// in app/build.gradle.kts, the release APK under build/outputs, captures,
// a reviewed tool list and a fleet of APKs. Each document gets a fresh
// project. A command may find things (exit 1), never fail (exit 2); the
// gates the docs promise are checked exactly: the quick start's baseline
// makes its workflow pass, the fleet's shards merge.
func TestDocCommands(t *testing.T) {
	bin := buildBinary(t)
	root, _ := filepath.Abs(filepath.Join("..", ".."))
	env := append(os.Environ(), "PATH="+filepath.Dir(bin)+string(os.PathListSeparator)+os.Getenv("PATH"), "NO_COLOR=1")

	docs := []string{filepath.Join(root, "README.md")}
	more, _ := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	docs = append(docs, more...)
	ran := 0
	for _, doc := range docs {
		rel, _ := filepath.Rel(root, doc)
		t.Run(rel, func(t *testing.T) {
			proj := docProject(t, root)
			goDir := goProviderCopy(t, root)
			for _, cmd := range shellCommands(t, doc) {
				dir, line, skip := placeCommand(cmd, root, proj, goDir)
				if skip != "" {
					continue
				}
				if dir == "" {
					t.Errorf("%s: a documented command the test cannot run: %s", rel, cmd)
					continue
				}
				code, out := shell(t, dir, env, line)
				ran++
				if code != 0 && code != 1 {
					t.Errorf("%s: %s\nexit %d\n%s", rel, cmd, code, out)
				}
			}
		})
	}

	workflows, _ := filepath.Glob(filepath.Join(root, "docs", "workflows", "*.yml"))
	record := quickStartBaseline(t, filepath.Join(root, "README.md"))
	for _, wf := range workflows {
		name := filepath.Base(wf)
		t.Run(name, func(t *testing.T) {
			proj := docProject(t, root)
			goDir := goProviderCopy(t, root)
			for _, step := range workflowSteps(t, wf) {
				dir := proj
				switch {
				case step.local:
					dir = root
				case step.goCommand:
					dir = goDir
				}
				if step.baseline != "" {
					// The documented way to create the committed baseline.
					if code, out := shell(t, proj, env, record); code != 0 {
						t.Fatalf("recording the baseline: exit %d\n%s", code, out)
					}
				}
				code, out := shell(t, dir, env, step.line)
				ran++
				want := step.want
				switch {
				case want >= 0 && code != want:
					t.Errorf("%s\nexit %d, want %d\n%s", step.line, code, want, out)
				case want < 0 && code != 0 && code != 1:
					t.Errorf("%s\nexit %d\n%s", step.line, code, out)
				}
				if step.local {
					os.Remove(filepath.Join(root, "cetpaudit.sarif"))
				}
			}
		})
	}
	if ran < 40 {
		t.Errorf("only %d documented commands ran", ran)
	}
	t.Logf("%d documented commands ran", ran)
}

// docProject is the fixture Android project (a git repository with one
// commit, and origin/main pointing at it).
func docProject(t *testing.T, root string) string {
	t.Helper()
	dir := androidProject(t)
	os.RemoveAll(filepath.Join(dir, ".git"))
	fix := func(p ...string) string { return filepath.Join(append([]string{root, "testdata"}, p...)...) }
	copyFile(t, fix("apks", "cetp102_authority_undeclared.apk"), filepath.Join(dir, "app-release.apk"))
	for _, f := range []string{"negotiate.json", "provider_info.json", "list_tools.json"} {
		copyFile(t, fix("captures", "spec", f), filepath.Join(dir, "captures", "com.example.app", f))
	}
	copyFile(t, fix("captures", "spec", "list_tools.json"), filepath.Join(dir, "approved", "list_tools.json"))
	// What 'cetpaudit capture -o session.json' records from a device.
	copyFile(t, fix("captures", "cetp509_tp", "session.json"), filepath.Join(dir, "session.json"))
	for _, f := range []string{"ok_dual_stack.apk", "cetp105_service_not_exported.apk", "cetp109_debuggable.apk", "no_cetp.apk", "ok_v2_only.apk"} {
		copyFile(t, fix("apks", f), filepath.Join(dir, "fleet", f))
	}
	copyFile(t, filepath.Join(root, "testdata", "dex", "callerid.apk"), filepath.Join(dir, "fleet", "callerid.apk"))
	git := func(args ...string) {
		cmd := exec.Command("git", append([]string{"-C", dir, "-c", "user.name=t", "-c", "user.email=t@example.com", "-c", "commit.gpgsign=false"}, args...)...)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	git("init", "-q")
	git("add", ".")
	git("commit", "-q", "-m", "fixture")
	git("update-ref", "refs/remotes/origin/main", "HEAD")
	return dir
}

// goProviderCopy copies the Go Provider fixture module, pointing its
// replace directive at this checkout.
func goProviderCopy(t *testing.T, root string) string {
	t.Helper()
	dst := t.TempDir()
	src := filepath.Join(root, "testdata", "goprovider")
	err := filepath.Walk(src, func(p string, info os.FileInfo, err error) error {
		if err != nil || info.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		copyFile(t, p, filepath.Join(dst, rel))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	mod := filepath.Join(dst, "go.mod")
	data := strings.Replace(mustRead(t, mod), "=> ../..", "=> "+root, 1)
	writeFile(t, mod, data)
	if sum, err := os.ReadFile(filepath.Join(root, "go.sum")); err == nil {
		writeFile(t, filepath.Join(dst, "go.sum"), string(sum))
	}
	return dst
}

// shellCommands returns the commands of a document's sh blocks, one per
// line (backslash continuations joined), comments and blank lines left
// out.
func shellCommands(t *testing.T, doc string) []string {
	t.Helper()
	text := mustRead(t, doc)
	var cmds []string
	for _, m := range regexp.MustCompile("(?s)```(?:sh|bash)\n(.*?)```").FindAllStringSubmatch(text, -1) {
		joined := strings.ReplaceAll(m[1], "\\\n", " ")
		for _, line := range strings.Split(joined, "\n") {
			line = strings.TrimSpace(line)
			if line == "" || strings.HasPrefix(line, "#") {
				continue
			}
			cmds = append(cmds, line)
		}
	}
	return cmds
}

// placeCommand decides where a documented command runs, and rewrites what
// refers to the developer's checkout. skip says why a command is not run.
func placeCommand(cmd, root, proj, goDir string) (dir, line, skip string) {
	line = cmd
	first := strings.Fields(cmd)[0]
	switch {
	case strings.HasPrefix(cmd, "go run ./cmd/cetpaudit "):
		return root, "cetpaudit " + strings.TrimPrefix(cmd, "go run ./cmd/cetpaudit "), ""
	case strings.HasPrefix(cmd, "go vet -vettool="), strings.HasPrefix(cmd, "cetpaudit go "):
		return goDir, line, ""
	case strings.HasPrefix(cmd, "git clone "), strings.HasPrefix(cmd, "go install "):
		return "", "", "installs cetpaudit: the test runs the binary of this checkout"
	case strings.HasPrefix(cmd, "go test "):
		return "", "", "the tests themselves"
	case strings.HasPrefix(first, "bench/"), strings.HasPrefix(cmd, "CETPAUDIT="):
		return "", "", "a benchmark (docs/performance.md)"
	case first == "adb", strings.HasPrefix(cmd, "cetpaudit capture "):
		return "", "", "needs a device (docs/captures.md); the fixture captures stand for its output"
	case first == "gsutil":
		return "", "", "a cloud bucket's client (docs/fleet.md); the fixture fleet stands for the bucket"
	case strings.Contains(cmd, "testdata/"):
		return root, line, ""
	case first == "cetpaudit", first == "git", first == "cat" && strings.Contains(cmd, "| cetpaudit"):
		return proj, line, ""
	}
	return "", "", ""
}

// shell runs one line with bash in dir.
func shell(t *testing.T, dir string, env []string, line string) (int, string) {
	t.Helper()
	cmd := exec.Command("bash", "-c", "set -o pipefail; "+line)
	cmd.Dir, cmd.Env = dir, env
	out, err := cmd.CombinedOutput()
	if exit, ok := err.(*exec.ExitError); ok {
		return exit.ExitCode(), string(out)
	} else if err != nil {
		t.Fatalf("%s: %v", line, err)
	}
	return 0, string(out)
}

// quickStartBaseline is the README's command that records the baseline.
func quickStartBaseline(t *testing.T, readme string) string {
	t.Helper()
	for _, c := range shellCommands(t, readme) {
		if strings.HasPrefix(c, "cetpaudit baseline -o .cetpaudit-baseline.json --manifest-source") {
			return c
		}
	}
	t.Fatal("the README's quick start records no baseline")
	return ""
}

// workflowStep is one cetpaudit invocation of a workflow.
type workflowStep struct {
	line      string
	local     bool   // runs in this checkout (uses: ./)
	goCommand bool   // runs on the Go Provider module
	baseline  string // the baseline file it gates with
	want      int    // the exit code it must have, -1 for 0 or 1
}

var (
	usesRE  = regexp.MustCompile(`^(\s*)- uses: (clawseed/cetpaudit@\S+|\./)\s*$`)
	withRE  = regexp.MustCompile(`^\s+([a-z-]+): (.*?)\s*(#.*)?$`)
	runRE   = regexp.MustCompile(`^(\s*)(?:- )?run: (.*)$`)
	matrixR = regexp.MustCompile(`\$\{\{ matrix\.shard \}\}`)
)

// workflowSteps reads the cetpaudit invocations of a workflow: the action
// turned into the command it runs (action.yml), and run: lines that call
// cetpaudit (folded >- blocks joined; a matrix over shards expanded).
func workflowSteps(t *testing.T, path string) []workflowStep {
	t.Helper()
	lines := strings.Split(mustRead(t, path), "\n")
	var steps []workflowStep
	for i := 0; i < len(lines); i++ {
		if m := usesRE.FindStringSubmatch(lines[i]); m != nil {
			with := map[string]string{"command": "scan", "paths": ".", "fail-on": "error", "sarif-file": "cetpaudit.sarif"}
			for j := i + 1; j < len(lines) && strings.HasPrefix(lines[j], m[1]+"  "); j++ {
				if w := withRE.FindStringSubmatch(lines[j]); w != nil && w[1] != "with" {
					with[w[1]] = strings.Trim(w[2], `"`)
				}
			}
			args := []string{"cetpaudit", with["command"], "--format", "sarif", "-o", with["sarif-file"], "--fail-on", with["fail-on"]}
			if with["config"] != "" {
				args = append(args, "--config", with["config"])
			}
			if with["baseline"] != "" {
				args = append(args, "--baseline", with["baseline"])
			}
			args = append(args, strings.Fields(with["args"])...)
			args = append(args, strings.Fields(with["paths"])...)
			st := workflowStep{line: strings.Join(args, " "), local: m[2] == "./", goCommand: with["command"] == "go",
				baseline: with["baseline"], want: -1}
			switch {
			case st.baseline != "":
				st.want = 0 // the gate passes on what was recorded
			case with["fail-on"] == "none":
				st.want = 0
			}
			steps = append(steps, st)
			continue
		}
		m := runRE.FindStringSubmatch(lines[i])
		if m == nil {
			continue
		}
		cmd := m[2]
		if cmd == ">-" || cmd == "|" {
			var parts []string
			for j := i + 1; j < len(lines) && (strings.TrimSpace(lines[j]) == "" || indent(lines[j]) > len(m[1])+2); j++ {
				parts = append(parts, strings.TrimSpace(lines[j]))
				i = j
			}
			cmd = strings.Join(parts, " ")
		}
		if !strings.HasPrefix(cmd, "cetpaudit ") {
			continue // go install, gradle, a bucket's client
		}
		st := workflowStep{line: cmd, want: -1}
		if strings.Contains(cmd, "--baseline ") {
			st.baseline, st.want = ".cetpaudit-baseline.json", 0
		}
		if matrixR.MatchString(cmd) {
			for shard := 0; shard < 4; shard++ {
				s := st
				s.line = matrixR.ReplaceAllString(cmd, fmt.Sprint(shard))
				steps = append(steps, s)
			}
			continue
		}
		steps = append(steps, st)
	}
	if len(steps) == 0 {
		t.Fatalf("%s runs no cetpaudit", path)
	}
	return steps
}

func indent(s string) int { return len(s) - len(strings.TrimLeft(s, " ")) }

// TestDocCommandsCoverEveryDocument fails when a document gains a shell
// block the runner would not see (another fence language).
func TestDocCommandsCoverEveryDocument(t *testing.T) {
	root, _ := filepath.Abs(filepath.Join("..", ".."))
	docs, _ := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	docs = append(docs, filepath.Join(root, "README.md"))
	sort.Strings(docs)
	for _, doc := range docs {
		for _, m := range regexp.MustCompile("(?m)^```(shell|console|zsh)$").FindAllString(mustRead(t, doc), -1) {
			t.Errorf("%s: a %s block; write it as sh so TestDocCommands runs it", doc, m)
		}
	}
}
