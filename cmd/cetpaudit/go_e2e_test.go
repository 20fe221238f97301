package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// buildBinary builds cetpaudit into a temporary directory.
func buildBinary(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the binary and runs go vet")
	}
	bin := filepath.Join(t.TempDir(), "cetpaudit")
	out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
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
