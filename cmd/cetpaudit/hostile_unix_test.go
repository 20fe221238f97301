//go:build unix

package main

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestFIFOIsRefused: a named pipe given as an input, as any file flag, or
// found as .cetpaudit.json is refused at once with a clear error; a plain
// open of a pipe without a writer would block forever.
func TestFIFOIsRefused(t *testing.T) {
	dir := t.TempDir()
	rewriteAPK(t, fixture(goodFixture), filepath.Join(dir, "good.apk"), nil)
	if err := syscall.Mkfifo(filepath.Join(dir, "pipe"), 0o600); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	tests := []struct {
		name string
		args []string
		// keep is set when the scan goes on and the good APK's finding
		// must be in the report.
		keep bool
	}{
		{"input", []string{"pipe"}, true},
		{"--config", []string{"--config", "pipe"}, false},
		{"--baseline", []string{"--baseline", "pipe"}, false},
		{"--manifest-source", []string{"--manifest-source", "pipe"}, false},
		{"--baseline-tools", []string{"--baseline-tools", "pipe"}, false},
	}
	scan := func(extra ...string) (int, string, string) {
		done := make(chan [3]string, 1)
		var code int
		go func() {
			args := append([]string{"scan", "--root", dir, "--format", "json", "good.apk"}, extra...)
			c, out, errOut := runCLI(t, dir, args...)
			code = c
			done <- [3]string{"", out, errOut}
		}()
		select {
		case r := <-done:
			return code, r[1], r[2]
		case <-time.After(time.Minute):
			t.Fatal("the scan blocked on a FIFO")
		}
		return 0, "", ""
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := scan(tt.args...)
			if code != exitError || !strings.Contains(stderr, "pipe") || !strings.Contains(stderr, "not a regular file (a named pipe)") {
				t.Errorf("exit %d, stderr %q", code, stderr)
			}
			if tt.keep && !strings.Contains(stdout, "CETP109") {
				t.Errorf("the good APK's finding is lost: %s", stdout)
			}
		})
	}
	t.Run(".cetpaudit.json", func(t *testing.T) {
		if err := os.Rename(filepath.Join(dir, "pipe"), filepath.Join(dir, ".cetpaudit.json")); err != nil {
			t.Fatal(err)
		}
		code, _, stderr := scan()
		if code != exitError || !strings.Contains(stderr, ".cetpaudit.json") || !strings.Contains(stderr, "named pipe") {
			t.Errorf("exit %d, stderr %q", code, stderr)
		}
	})
}
