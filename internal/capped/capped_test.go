package capped

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestRead(t *testing.T) {
	tests := []struct {
		in          string
		limit, hint int64
		want        string
		tooLarge    bool
	}{
		{"", 4, 0, "", false},
		{"abcd", 4, 0, "abcd", false},
		{"abcd", 4, 1 << 40, "abcd", false}, // a lying hint allocates at most the cap
		{"abcd", 4, -1, "abcd", false},
		{"abcde", 4, 5, "abcd", true},
		{"abcde", 0, 0, "", true},
	}
	for _, tt := range tests {
		got, err := Read(strings.NewReader(tt.in), tt.limit, tt.hint)
		if string(got) != tt.want || errors.Is(err, ErrTooLarge) != tt.tooLarge || (err != nil) != tt.tooLarge {
			t.Errorf("Read(%q, %d, %d) = %q, %v; want %q, too large %v", tt.in, tt.limit, tt.hint, got, err, tt.want, tt.tooLarge)
		}
	}
}

func TestReadFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "f")
	if err := os.WriteFile(path, []byte("0123456789"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got, err := ReadFile(path, 10); err != nil || string(got) != "0123456789" {
		t.Errorf("ReadFile at the cap = %q, %v", got, err)
	}
	if _, err := ReadFile(path, 9); !errors.Is(err, ErrTooLarge) {
		t.Errorf("ReadFile over the cap: err = %v, want ErrTooLarge", err)
	}
	if _, err := ReadFile(filepath.Join(t.TempDir(), "missing"), 9); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("ReadFile of a missing file: err = %v", err)
	}
}
