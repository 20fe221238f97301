package api

import (
	"go/token"
	"os"
	"path/filepath"
	"testing"
)

// TestFilePosFileNotInSet: the first file FilePos reads from disk (a
// .json schema embedded by another package, in a fresh process such as a
// go vet unit) is added with its real lines.
func TestFilePosFileNotInSet(t *testing.T) {
	fileMu.Lock()
	sizes = nil // as in a process that has read no file yet
	fileMu.Unlock()
	path := filepath.Join(t.TempDir(), "schema.json")
	if err := os.WriteFile(path, []byte("{\n  \"type\": 1\n}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	p := FilePos(fset, path, 2, 3)
	if got := fset.Position(p); got.Filename != path || got.Line != 2 || got.Column != 3 {
		t.Errorf("FilePos = %v, want %s:2:3", got, path)
	}
}
