package config

import (
	"errors"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// checkRelPath accepts a non-empty '/'-separated relative path.
func checkRelPath(p string) error {
	switch {
	case p == "":
		return errors.New("empty path")
	case strings.HasPrefix(p, "/") || filepath.IsAbs(p) || strings.Contains(p, `\`):
		return errors.New("write a '/'-separated path relative to the configuration file's directory")
	}
	return nil
}

// checkGlob accepts a relative glob: path.Match syntax per segment, plus
// "**" for any number of segments.
func checkGlob(g string) error {
	if err := checkRelPath(g); err != nil {
		return err
	}
	for _, seg := range strings.Split(g, "/") {
		if seg == "**" {
			continue
		}
		if strings.Contains(seg, "**") {
			return errors.New(`"**" must be a whole path segment`)
		}
		if _, err := path.Match(seg, ""); err != nil {
			return errors.New("malformed glob " + g)
		}
	}
	return nil
}

// MatchGlob reports whether the '/'-separated relative path name, or one of
// its parent directories, matches the glob: "*", "?" and "[...]" within a
// segment, "**" across any number of segments. So "build" and "build/**"
// both cover everything below build/.
func MatchGlob(glob, name string) bool {
	gs := strings.Split(glob, "/")
	ns := strings.Split(path.Clean(name), "/")
	for n := len(ns); n > 0; n-- {
		if matchSegments(gs, ns[:n]) {
			return true
		}
	}
	return false
}

// matchSegments matches glob segments against path segments; "**" matches
// zero or more segments. Dynamic programming keeps it linear in the product
// of the lengths whatever the pattern.
func matchSegments(gs, ns []string) bool {
	// ok[j] reports whether gs[:i] matches ns[:j] for the current i.
	ok := make([]bool, len(ns)+1)
	ok[0] = true
	for _, g := range gs {
		next := make([]bool, len(ns)+1)
		if g == "**" {
			seen := false
			for j := 0; j <= len(ns); j++ {
				seen = seen || ok[j]
				next[j] = seen
			}
		} else {
			for j := 1; j <= len(ns); j++ {
				if ok[j-1] {
					if m, _ := path.Match(g, ns[j-1]); m {
						next[j] = true
					}
				}
			}
		}
		ok = next
	}
	return ok[len(ns)]
}

// relToDir converts a report path (relative to root, '/'-separated) into a
// path relative to the configuration's directory; ok is false when it is
// not below it.
func (c *Config) relToDir(root, p string) (string, bool) {
	if c.Dir == "" {
		return p, true
	}
	abs := filepath.FromSlash(p)
	if !filepath.IsAbs(abs) {
		abs = filepath.Join(root, abs)
	}
	if a, err := filepath.Abs(abs); err == nil {
		abs = a
	}
	rel, err := filepath.Rel(c.Dir, abs)
	if err != nil {
		return "", false
	}
	rel = filepath.ToSlash(rel)
	if rel == ".." || strings.HasPrefix(rel, "../") {
		return "", false
	}
	return rel, true
}

// Excluded reports whether the report path p (relative to root) is
// excluded by the configuration.
func (c *Config) Excluded(root, p string) bool {
	if c == nil || len(c.Exclude) == 0 {
		return false
	}
	rel, ok := c.relToDir(root, p)
	if !ok {
		return false
	}
	for _, g := range c.Exclude {
		if MatchGlob(g, rel) {
			return true
		}
	}
	return false
}

// MatchPath reports whether the suppression's path glob covers the report
// path p (relative to root). A suppression without a path covers every
// path.
func (c *Config) MatchPath(s *Suppression, root, p string) bool {
	if s.Path == "" {
		return true
	}
	rel, ok := c.relToDir(root, p)
	return ok && MatchGlob(s.Path, rel)
}

// SourcePath maps a source path recorded in dex debug info
// ("com/example/Tool.kt") to the repository file it came from, relative to
// root: the first source root under which the file exists. It returns p
// unchanged when p already names a file, or when no root has it, so an
// alert never points at a file that is not there.
func (c *Config) SourcePath(root, p string) string {
	if c == nil || len(c.SourceRoots) == 0 || p == "" {
		return p
	}
	if isFile(filepath.Join(root, filepath.FromSlash(p))) {
		return p
	}
	for _, sr := range c.SourceRoots {
		if !strings.HasPrefix(p, sr.From) {
			continue
		}
		cand := filepath.Join(c.dirOr(root), filepath.FromSlash(sr.To), filepath.FromSlash(strings.TrimPrefix(p, sr.From)))
		if !isFile(cand) {
			continue
		}
		if rel, err := filepath.Rel(root, cand); err == nil {
			return filepath.ToSlash(rel)
		}
	}
	return p
}

func (c *Config) dirOr(root string) string {
	if c.Dir != "" {
		return c.Dir
	}
	return root
}

func isFile(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.Mode().IsRegular()
}
