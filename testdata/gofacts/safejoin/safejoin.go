// Package safejoin keeps names inside a directory. It does not import
// cetp; its Join carries a containment fact all the same, so attach's
// call of it counts as the check (CETP622) in go vet and cetpaudit go.
package safejoin

import (
	"errors"
	"path/filepath"
)

// Join joins name under dir, refusing a name that escapes it.
func Join(dir, name string) (string, error) {
	if !filepath.IsLocal(name) {
		return "", errors.New("not a local name")
	}
	return filepath.Join(dir, name), nil
}
