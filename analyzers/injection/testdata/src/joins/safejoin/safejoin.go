// Package safejoin keeps names inside a directory. It does not import
// cetp: its helpers are summarised all the same, and their callers in
// other packages count a call as the containment check.
package safejoin

import (
	"errors"
	"path/filepath"
	"strings"
)

// Join joins name under dir and refuses a name that escapes it.
func Join(dir, name string) (string, error) { // want Join:"checks path containment"
	p := filepath.Join(dir, filepath.Clean("/"+name))
	if !strings.HasPrefix(p, filepath.Clean(dir)+string(filepath.Separator)) {
		return "", errors.New("outside the directory")
	}
	return p, nil
}

// Check says whether name stays inside any directory.
func Check(name string) error { // want Check:"checks path containment"
	if !filepath.IsLocal(name) {
		return errors.New("not a local name")
	}
	return nil
}

// Under joins without looking: not a containment check.
func Under(dir, name string) string { return filepath.Join(dir, name) }
