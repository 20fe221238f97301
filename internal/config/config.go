package config

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/clawseed/cetpaudit/internal/capped"
	"github.com/clawseed/cetpaudit/internal/check"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/lazyregexp"
	"github.com/clawseed/cetpaudit/rules"
)

// FileName is the configuration file Discover looks for.
const FileName = ".cetpaudit.json"

// Config is a parsed configuration file. The zero Config is the default:
// every rule at its default level, nothing excluded or suppressed.
type Config struct {
	// Path is the file the configuration came from; empty for the default.
	Path string
	// Dir is the directory relative paths in the file are resolved against:
	// the file's own directory.
	Dir string
	// FailOn is the fail-on level; nil when the file does not set it (the
	// --fail-on flag, or its default, decides).
	FailOn *finding.Level
	// Rules holds per-rule settings, keyed by rule ID.
	Rules map[string]RuleSetting
	// Exclude lists path globs (relative to Dir) whose inputs and findings
	// are left out.
	Exclude []string
	// SourceRoots maps the source paths dex debug info records
	// ("com/example/Tool.kt") to repository files.
	SourceRoots []SourceRoot
	// Suppressions silence findings, each with a reason.
	Suppressions []Suppression
}

// RuleSetting is the configuration of one rule.
type RuleSetting struct {
	// Enabled is nil when not set.
	Enabled *bool
	// Level overrides the rule's default level; nil when not set. None
	// disables the rule.
	Level *finding.Level
}

// SourceRoot maps recorded dex source paths to repository paths: a path
// starting with From has From replaced by To (relative to Dir). An empty
// From makes To a source root tried for every path.
type SourceRoot struct {
	From string
	To   string
}

// Suppression is a config entry that silences findings of one rule,
// selected by fingerprint, path glob, or both.
type Suppression struct {
	Rule        string
	Fingerprint string
	// Path is a glob relative to Dir.
	Path   string
	Reason string
	// Index is the entry's position in the suppressions array and Line,
	// Column where it starts in the file, for CETP001.
	Index        int
	Line, Column int
}

// Error is a configuration error: one line naming the file, the position
// and what is wrong. The command exits 2 on it.
type Error struct {
	Path         string
	Line, Column int
	Msg          string
}

func (e *Error) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d:%d: %s", e.Path, e.Line, e.Column, e.Msg)
	}
	return fmt.Sprintf("%s: %s", e.Path, e.Msg)
}

// Discover looks for FileName in dir and its parents, stopping at the first
// directory that holds a .git entry (the repository's top) or at the file
// system root. It returns the default Config when there is none.
func Discover(dir string) (*Config, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	for {
		path := filepath.Join(abs, FileName)
		if st, err := os.Stat(path); err == nil && !st.IsDir() {
			return Load(path)
		}
		if _, err := os.Lstat(filepath.Join(abs, ".git")); err == nil {
			break
		}
		parent := filepath.Dir(abs)
		if parent == abs {
			break
		}
		abs = parent
	}
	return &Config{}, nil
}

// Load reads and checks the configuration file at path.
func Load(path string) (*Config, error) {
	data, err := capped.ReadFile(path, MaxSize)
	var pe *os.PathError
	switch {
	case errors.Is(err, capped.ErrTooLarge):
		return nil, &Error{Path: path, Msg: fmt.Sprintf("configuration is larger than %d bytes", MaxSize)}
	case errors.As(err, &pe): // Error names the path already
		return nil, &Error{Path: path, Msg: "cannot read configuration: " + pe.Err.Error()}
	case err != nil:
		return nil, &Error{Path: path, Msg: "cannot read configuration: " + err.Error()}
	}
	return Parse(path, data)
}

var fingerprintRE = lazyregexp.New(`^[0-9a-f]{32}$`)

// Parse checks a configuration file's contents; path names it in errors.
// Relative paths are resolved against path's directory.
func Parse(path string, data []byte) (*Config, error) {
	p := &parser{file: path, data: data}
	root, err := parseTree(data)
	if err != nil {
		var pe posError
		if errors.As(err, &pe) {
			return nil, p.errAt(pe.off, "%s", pe.msg)
		}
		return nil, &Error{Path: path, Msg: err.Error()}
	}
	c := &Config{Path: path, Dir: filepath.Dir(path)}
	if abs, err := filepath.Abs(c.Dir); err == nil {
		c.Dir = abs
	}
	if err := p.top(root, c); err != nil {
		return nil, err
	}
	return c, nil
}

type parser struct {
	file string
	data []byte
}

func (p *parser) errAt(off int64, format string, args ...any) error {
	line, col := lineCol(p.data, off)
	return &Error{Path: p.file, Line: line, Column: col, Msg: fmt.Sprintf(format, args...)}
}

// want checks a node's JSON type.
func (p *parser) want(n *node, kind byte, where string) error {
	if n.kind != kind {
		return p.errAt(n.off, "%s must be %s, not %s", where, kindName(kind), kindName(n.kind))
	}
	return nil
}

// keys checks that obj only has the allowed keys and calls fn for each.
func (p *parser) keys(obj *node, where string, allowed []string, fn func(m member, at string) error) error {
	for _, m := range obj.keys {
		if !contains(allowed, m.key) {
			in := where
			if in == "" {
				in = "the configuration"
			}
			return p.errAt(m.keyOff, "unknown key %s in %s (known keys: %s)",
				finding.Quote(m.key), in, strings.Join(allowed, ", "))
		}
		if err := fn(m, joinPath(where, m.key)); err != nil {
			return err
		}
	}
	return nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func (p *parser) top(root *node, c *Config) error {
	if err := p.want(root, '{', "the configuration"); err != nil {
		return err
	}
	return p.keys(root, "", []string{"$schema", "failOn", "rules", "exclude", "sourceRoots", "suppressions"},
		func(m member, at string) error {
			switch m.key {
			case "$schema":
				return p.want(m.val, 's', at)
			case "failOn":
				l, err := p.level(m.val, at)
				if err != nil {
					return err
				}
				c.FailOn = &l
			case "rules":
				return p.rules(m.val, c)
			case "exclude":
				globs, err := p.globs(m.val, at)
				if err != nil {
					return err
				}
				c.Exclude = globs
			case "sourceRoots":
				return p.sourceRoots(m.val, c)
			case "suppressions":
				return p.suppressions(m.val, c)
			}
			return nil
		})
}

func (p *parser) level(n *node, at string) (finding.Level, error) {
	if err := p.want(n, 's', at); err != nil {
		return 0, err
	}
	l, err := finding.ParseLevel(n.str)
	if err != nil {
		return 0, p.errAt(n.off, "%s: %v", at, err)
	}
	return l, nil
}

func (p *parser) str(n *node, at string) (string, error) {
	if err := p.want(n, 's', at); err != nil {
		return "", err
	}
	return n.str, nil
}

// ruleID checks that id names a registered rule.
func (p *parser) ruleID(id string, off int64, at string) (string, error) {
	r := rules.Lookup(id)
	if r == nil {
		return "", p.errAt(off, "%s: unknown rule ID %s (see `cetpaudit rules`)", at, finding.Quote(id))
	}
	return r.ID, nil
}

func (p *parser) rules(n *node, c *Config) error {
	if err := p.want(n, '{', "rules"); err != nil {
		return err
	}
	c.Rules = map[string]RuleSetting{}
	for _, m := range n.keys {
		at := "rules." + m.key
		id, err := p.ruleID(m.key, m.keyOff, "rules")
		if err != nil {
			return err
		}
		if _, dup := c.Rules[id]; dup {
			return p.errAt(m.keyOff, "rules: %s is configured twice", id)
		}
		if err := p.want(m.val, '{', at); err != nil {
			return err
		}
		var s RuleSetting
		err = p.keys(m.val, at, []string{"enabled", "level"}, func(k member, at string) error {
			switch k.key {
			case "enabled":
				if err := p.want(k.val, 'b', at); err != nil {
					return err
				}
				b := k.val.bool
				s.Enabled = &b
			case "level":
				l, err := p.level(k.val, at)
				if err != nil {
					return err
				}
				s.Level = &l
			}
			return nil
		})
		if err != nil {
			return err
		}
		c.Rules[id] = s
	}
	return nil
}

func (p *parser) globs(n *node, at string) ([]string, error) {
	if err := p.want(n, '[', at); err != nil {
		return nil, err
	}
	var out []string
	for i, e := range n.elems {
		eat := fmt.Sprintf("%s[%d]", at, i)
		s, err := p.str(e, eat)
		if err != nil {
			return nil, err
		}
		if err := checkGlob(s); err != nil {
			return nil, p.errAt(e.off, "%s: %v", eat, err)
		}
		out = append(out, s)
	}
	return out, nil
}

func (p *parser) sourceRoots(n *node, c *Config) error {
	if err := p.want(n, '[', "sourceRoots"); err != nil {
		return err
	}
	for i, e := range n.elems {
		at := fmt.Sprintf("sourceRoots[%d]", i)
		if err := p.want(e, '{', at); err != nil {
			return err
		}
		var sr SourceRoot
		err := p.keys(e, at, []string{"from", "to"}, func(k member, at string) error {
			s, err := p.str(k.val, at)
			if err != nil {
				return err
			}
			if err := checkRelPath(s); err != nil {
				return p.errAt(k.val.off, "%s: %v", at, err)
			}
			if k.key == "from" {
				sr.From = s
			} else {
				sr.To = s
			}
			return nil
		})
		if err != nil {
			return err
		}
		if sr.To == "" {
			return p.errAt(e.off, "%s: \"to\" is required (the repository directory the sources are in)", at)
		}
		c.SourceRoots = append(c.SourceRoots, sr)
	}
	return nil
}

func (p *parser) suppressions(n *node, c *Config) error {
	if err := p.want(n, '[', "suppressions"); err != nil {
		return err
	}
	for i, e := range n.elems {
		at := fmt.Sprintf("suppressions[%d]", i)
		if err := p.want(e, '{', at); err != nil {
			return err
		}
		line, col := lineCol(p.data, e.off)
		s := Suppression{Index: i, Line: line, Column: col}
		err := p.keys(e, at, []string{"rule", "fingerprint", "path", "reason"}, func(k member, at string) error {
			v, err := p.str(k.val, at)
			if err != nil {
				return err
			}
			switch k.key {
			case "rule":
				id, err := p.ruleID(v, k.val.off, at)
				if err != nil {
					return err
				}
				s.Rule = id
			case "fingerprint":
				if !fingerprintRE.MatchString(v) {
					return p.errAt(k.val.off, "%s: %s is not a cetpaudit fingerprint (32 lowercase hex digits, as in JSON output and baselines)", at, finding.Quote(v))
				}
				s.Fingerprint = v
			case "path":
				if err := checkGlob(v); err != nil {
					return p.errAt(k.val.off, "%s: %v", at, err)
				}
				s.Path = v
			case "reason":
				s.Reason = strings.TrimSpace(v)
			}
			return nil
		})
		if err != nil {
			return err
		}
		switch {
		case s.Rule == "":
			return p.errAt(e.off, "%s: \"rule\" is required", at)
		case s.Fingerprint == "" && s.Path == "":
			return p.errAt(e.off, "%s: give a \"fingerprint\" or a \"path\" (or both) to say which findings of %s it silences", at, s.Rule)
		}
		// A missing or blank reason is not a configuration error: it is
		// reported as CETP001, like a source suppression without one.
		c.Suppressions = append(c.Suppressions, s)
	}
	return nil
}

// Options returns the check.Options the configuration selects.
func (c *Config) Options() check.Options {
	if c == nil || len(c.Rules) == 0 {
		return check.Options{}
	}
	return check.Options{
		Enabled: c.Enabled,
		Level:   c.Level,
	}
}

// Enabled reports whether the configuration lets rule r run.
func (c *Config) Enabled(r *rules.Rule) bool {
	s, ok := c.Rules[r.ID]
	if !ok {
		return true
	}
	if s.Level != nil && *s.Level == finding.None {
		return false
	}
	return s.Enabled == nil || *s.Enabled
}

// Level is rule r's effective level.
func (c *Config) Level(r *rules.Rule) finding.Level {
	if s, ok := c.Rules[r.ID]; ok && s.Level != nil {
		return *s.Level
	}
	return r.Level
}

// Configured lists the configured rule IDs in order (for -v output).
func (c *Config) Configured() []string {
	var ids []string
	for id := range c.Rules {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}
