package main

import (
	"archive/zip"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The tree at a revision is unpacked from a zip: regular files and
// directories land in the directory, symbolic links are skipped, and an
// entry naming a path outside it fails the unpacking.
func TestUnzipTree(t *testing.T) {
	tests := []struct {
		name    string
		entries []zipEntry
		want    map[string]string // path -> content of what was unpacked
		wantErr string
	}{
		{
			name: "files, directories and a link",
			entries: []zipEntry{
				{name: "app/", mode: os.ModeDir | 0o755},
				{name: "app/AndroidManifest.xml", mode: 0o644, body: "<manifest/>"},
				{name: "tools/run.sh", mode: 0o755, body: "#!/bin/sh\n"},
				{name: "app/link", mode: os.ModeSymlink | 0o777, body: "/etc/passwd"},
			},
			want: map[string]string{"app/AndroidManifest.xml": "<manifest/>", "tools/run.sh": "#!/bin/sh\n"},
		},
		{
			name:    "an entry that leaves the tree",
			entries: []zipEntry{{name: "../escape", mode: 0o644, body: "x"}},
			wantErr: "leaves the tree",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			zipPath := filepath.Join(t.TempDir(), "rev.zip")
			writeZip(t, zipPath, tt.entries)
			dir := filepath.Join(t.TempDir(), "tree")
			err := unzipTree(zipPath, dir)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("unzipTree: %v, want an error saying %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			got := map[string]string{}
			filepath.Walk(dir, func(p string, fi os.FileInfo, err error) error {
				if err == nil && !fi.IsDir() {
					b, _ := os.ReadFile(p)
					got[filepath.ToSlash(mustRel(dir, p))] = string(b)
				}
				return nil
			})
			if len(got) != len(tt.want) {
				t.Errorf("unpacked %v, want %v", got, tt.want)
			}
			for p, body := range tt.want {
				if got[p] != body {
					t.Errorf("%s = %q, want %q", p, got[p], body)
				}
			}
		})
	}
}

type zipEntry struct {
	name string
	mode os.FileMode
	body string
}

func writeZip(t *testing.T, path string, entries []zipEntry) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	zw := zip.NewWriter(f)
	for _, e := range entries {
		h := &zip.FileHeader{Name: e.name, Method: zip.Store}
		h.SetMode(e.mode)
		w, err := zw.CreateHeader(h)
		if err != nil {
			t.Fatal(err)
		}
		w.Write([]byte(e.body))
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	f.Close()
}

// The binary links no C code: cgo would bring the C library and its
// dynamic loader into every run (start-up time and about 1.5 MB of
// resident memory, which the dex memory targets of docs/performance.md
// count). archive/tar (through os/user) and net are the usual ways in.
func TestNoCgo(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go tool")
	}
	out, err := exec.Command("go", "list", "-deps", "-f", "{{.ImportPath}}", ".").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	for _, p := range strings.Fields(string(out)) {
		if p == "runtime/cgo" {
			t.Fatal("cmd/cetpaudit depends on runtime/cgo; find the import that brings it (go list -deps -f '{{.ImportPath}} {{.Imports}}' .) and avoid it")
		}
	}
}
