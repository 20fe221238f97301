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
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/jsonpos"
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
	p := &parser{file: path}
	root, err := jsonpos.Parse(data, path)
	if err != nil {
		var je *jsonpos.Error
		if errors.As(err, &je) {
			return nil, &Error{Path: path, Line: je.Line, Column: je.Col, Msg: "invalid JSON: " + je.Msg}
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
}

// node is a configuration value: the JSON tree of package jsonpos, with its
// positions (columns in UTF-16 code units, like every other JSON input).
type node = descriptor.Node

type member = descriptor.Member

func (p *parser) errAt(at descriptor.Loc, format string, args ...any) error {
	return &Error{Path: p.file, Line: at.Line, Column: at.Column, Msg: fmt.Sprintf(format, args...)}
}

// want checks a node's JSON type.
func (p *parser) want(n *node, kind descriptor.Kind, where string) error {
	if n.Kind != kind && !(kind == descriptor.KindNumber && n.Kind == descriptor.KindInteger) {
		return p.errAt(n.At, "%s must be %s, not %s", where, kindName(kind), kindName(n.Kind))
	}
	return nil
}

// keys checks that obj only has the allowed keys and calls fn for each.
func (p *parser) keys(obj *node, where string, allowed []string, fn func(m member, at string) error) error {
	for _, m := range obj.Members {
		if !contains(allowed, m.Key) {
			in := where
			if in == "" {
				in = "the configuration"
			}
			return p.errAt(m.KeyAt, "unknown key %s in %s (known keys: %s)",
				finding.Quote(m.Key), in, strings.Join(allowed, ", "))
		}
		if err := fn(m, joinPath(where, m.Key)); err != nil {
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
	if err := p.want(root, descriptor.KindObject, "the configuration"); err != nil {
		return err
	}
	return p.keys(root, "", []string{"$schema", "failOn", "rules", "exclude", "sourceRoots", "suppressions"},
		func(m member, at string) error {
			switch m.Key {
			case "$schema":
				return p.want(m.Value, descriptor.KindString, at)
			case "failOn":
				l, err := p.level(m.Value, at)
				if err != nil {
					return err
				}
				c.FailOn = &l
			case "rules":
				return p.rules(m.Value, c)
			case "exclude":
				globs, err := p.globs(m.Value, at)
				if err != nil {
					return err
				}
				c.Exclude = globs
			case "sourceRoots":
				return p.sourceRoots(m.Value, c)
			case "suppressions":
				return p.suppressions(m.Value, c)
			}
			return nil
		})
}

func (p *parser) level(n *node, at string) (finding.Level, error) {
	if err := p.want(n, descriptor.KindString, at); err != nil {
		return 0, err
	}
	l, err := finding.ParseLevel(n.Str)
	if err != nil {
		return 0, p.errAt(n.At, "%s: %v", at, err)
	}
	return l, nil
}

func (p *parser) str(n *node, at string) (string, error) {
	if err := p.want(n, descriptor.KindString, at); err != nil {
		return "", err
	}
	return n.Str, nil
}

// ruleID checks that id names a registered rule.
func (p *parser) ruleID(id string, where descriptor.Loc, at string) (string, error) {
	r := rules.Lookup(id)
	if r == nil {
		return "", p.errAt(where, "%s: unknown rule ID %s (see `cetpaudit rules`)", at, finding.Quote(id))
	}
	return r.ID, nil
}

func (p *parser) rules(n *node, c *Config) error {
	if err := p.want(n, descriptor.KindObject, "rules"); err != nil {
		return err
	}
	c.Rules = map[string]RuleSetting{}
	for _, m := range n.Members {
		at := "rules." + m.Key
		id, err := p.ruleID(m.Key, m.KeyAt, "rules")
		if err != nil {
			return err
		}
		if _, dup := c.Rules[id]; dup {
			return p.errAt(m.KeyAt, "rules: %s is configured twice", id)
		}
		if err := p.want(m.Value, descriptor.KindObject, at); err != nil {
			return err
		}
		var s RuleSetting
		err = p.keys(m.Value, at, []string{"enabled", "level"}, func(k member, at string) error {
			switch k.Key {
			case "enabled":
				if err := p.want(k.Value, descriptor.KindBool, at); err != nil {
					return err
				}
				b := k.Value.Bool
				s.Enabled = &b
			case "level":
				l, err := p.level(k.Value, at)
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
	if err := p.want(n, descriptor.KindArray, at); err != nil {
		return nil, err
	}
	var out []string
	for i, e := range n.Elems {
		eat := fmt.Sprintf("%s[%d]", at, i)
		s, err := p.str(e, eat)
		if err != nil {
			return nil, err
		}
		if err := checkGlob(s); err != nil {
			return nil, p.errAt(e.At, "%s: %v", eat, err)
		}
		out = append(out, s)
	}
	return out, nil
}

func (p *parser) sourceRoots(n *node, c *Config) error {
	if err := p.want(n, descriptor.KindArray, "sourceRoots"); err != nil {
		return err
	}
	for i, e := range n.Elems {
		at := fmt.Sprintf("sourceRoots[%d]", i)
		if err := p.want(e, descriptor.KindObject, at); err != nil {
			return err
		}
		var sr SourceRoot
		err := p.keys(e, at, []string{"from", "to"}, func(k member, at string) error {
			s, err := p.str(k.Value, at)
			if err != nil {
				return err
			}
			if err := checkRelPath(s); err != nil {
				return p.errAt(k.Value.At, "%s: %v", at, err)
			}
			if k.Key == "from" {
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
			return p.errAt(e.At, "%s: \"to\" is required (the repository directory the sources are in)", at)
		}
		c.SourceRoots = append(c.SourceRoots, sr)
	}
	return nil
}

func (p *parser) suppressions(n *node, c *Config) error {
	if err := p.want(n, descriptor.KindArray, "suppressions"); err != nil {
		return err
	}
	for i, e := range n.Elems {
		at := fmt.Sprintf("suppressions[%d]", i)
		if err := p.want(e, descriptor.KindObject, at); err != nil {
			return err
		}
		s := Suppression{Index: i, Line: e.At.Line, Column: e.At.Column}
		err := p.keys(e, at, []string{"rule", "fingerprint", "path", "reason"}, func(k member, at string) error {
			v, err := p.str(k.Value, at)
			if err != nil {
				return err
			}
			switch k.Key {
			case "rule":
				id, err := p.ruleID(v, k.Value.At, at)
				if err != nil {
					return err
				}
				s.Rule = id
			case "fingerprint":
				if !fingerprintRE.MatchString(v) {
					return p.errAt(k.Value.At, "%s: %s is not a cetpaudit fingerprint (32 lowercase hex digits, as in JSON output and baselines)", at, finding.Quote(v))
				}
				s.Fingerprint = v
			case "path":
				if err := checkGlob(v); err != nil {
					return p.errAt(k.Value.At, "%s: %v", at, err)
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
			return p.errAt(e.At, "%s: \"rule\" is required", at)
		case s.Fingerprint == "" && s.Path == "":
			return p.errAt(e.At, "%s: give a \"fingerprint\" or a \"path\" (or both) to say which findings of %s it silences", at, s.Rule)
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
