package scan

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/clawseed/cetpaudit/apk"
	"github.com/clawseed/cetpaudit/capture"
	"github.com/clawseed/cetpaudit/finding"
	"github.com/clawseed/cetpaudit/manifest"
	"github.com/clawseed/cetpaudit/report"
	"github.com/clawseed/cetpaudit/rules"
)

// Options configure a scan.
type Options struct {
	// Root is the directory output paths are relative to (absolute).
	Root string
	// Package is the application id for source manifests without a
	// package attribute (--package).
	Package string
	// ManifestSource maps an APK's manifest findings onto the lines of
	// this source manifest (--manifest-source).
	ManifestSource string
	// Rules selects rules and levels.
	Rules rules.Options
	// CaptureKind overrides shape recognition of single-response JSON
	// captures (--capture-kind); Unknown recognises by shape.
	CaptureKind capture.Kind
	// BaselineTools is a v2 tool list to compare captured lists with
	// (--baseline-tools, CETP702/703); "" for none.
	BaselineTools string
	// AllCode runs the dex rules on apps that declare no TOOL_PROVIDER
	// service (--all-code).
	AllCode bool
	// Log receives -v messages; nil discards them.
	Log io.Writer
}

// Run scans the paths and returns the result. Unreadable inputs are in
// Result.Errors; Run itself fails only when nothing could be scanned because
// of a usage problem (no paths, a bad --manifest-source).
func Run(paths []string, opt Options) (*report.Result, error) {
	if len(paths) == 0 {
		return nil, errors.New("scan: no paths given")
	}
	logf := func(format string, args ...any) {
		if opt.Log != nil {
			fmt.Fprintf(opt.Log, format+"\n", args...)
		}
	}
	var source *manifest.Manifest
	if opt.ManifestSource != "" {
		m, err := manifest.LoadSource(opt.ManifestSource, manifest.SourceOptions{Package: opt.Package})
		if err != nil {
			return nil, err
		}
		source = m
	}

	res := &report.Result{}
	inputs, errs := Discover(paths)
	for _, err := range errs {
		res.Errors = append(res.Errors, report.InputError{Path: errPath(err), Message: err.Error()})
	}
	targets := &rules.Targets{}
	copt := capture.Options{Kind: opt.CaptureKind}
	if opt.BaselineTools != "" {
		b, err := capture.LoadBaseline(opt.BaselineTools, copt)
		if err != nil {
			res.Errors = append(res.Errors, report.InputError{Path: opt.BaselineTools, Message: err.Error()})
		}
		targets.BaselineTools = b
	}
	var captures []*capture.File
	for _, in := range inputs {
		res.Inputs++
		switch in.Kind {
		case APK:
			m, err := apk.LoadManifest(in.Path)
			if err != nil {
				res.Errors = append(res.Errors, report.InputError{Path: in.Path, Message: err.Error()})
				continue
			}
			logf("%s: APK of %s, %d components", in.Path, m.Package, len(m.Components))
			targets.Manifests = append(targets.Manifests, m)
			d, err := loadDex(in.Path, m, opt.AllCode)
			if err != nil {
				res.Errors = append(res.Errors, report.InputError{Path: in.Path, Message: err.Error()})
				continue
			}
			if d != nil {
				targets.Dex = append(targets.Dex, d)
			}
		case SourceManifest:
			m, err := manifest.LoadSource(in.Path, manifest.SourceOptions{Package: opt.Package})
			if err != nil {
				res.Errors = append(res.Errors, report.InputError{Path: in.Path, Message: err.Error()})
				continue
			}
			logf("%s: source manifest of %s (package from %s)", in.Path, m.Package, m.PackageFrom)
			targets.Manifests = append(targets.Manifests, m)
		case Capture:
			var f *capture.File
			var skip string
			var err error
			if in.Explicit {
				f, err = capture.Load(in.Path, copt)
			} else {
				f, skip, err = capture.LoadWalked(in.Path, copt)
			}
			switch {
			case err != nil:
				res.Errors = append(res.Errors, report.InputError{Path: in.Path, Message: err.Error()})
			case skip != "":
				logf("%s: skipped: %s", in.Path, skip)
				res.Inputs--
			default:
				logf("%s: %d captured response(s)", in.Path, len(f.Captures))
				captures = append(captures, f)
			}
		default:
			if in.Explicit {
				res.Errors = append(res.Errors, report.InputError{Path: in.Path,
					Message: in.Path + ": not an APK, an AndroidManifest.xml or a CETP capture"})
			}
			res.Inputs--
		}
	}
	targets.Captures = capture.Sets(captures)
	for _, note := range capture.Pair(targets.Captures, targets.Manifests) {
		logf("%s", note)
	}
	findings := rules.Run(targets, opt.Rules)
	if source != nil {
		mapOntoSource(findings, targets.Manifests, source)
	}
	for i := range findings {
		if !findings[i].Location.FromDebugInfo { // recorded source paths are already relative
			findings[i].Location.Path = Rel(opt.Root, findings[i].Location.Path)
		}
	}
	for i := range res.Errors {
		res.Errors[i].Path = Rel(opt.Root, res.Errors[i].Path)
	}
	rules.Sort(findings)
	res.Findings = findings
	return res, nil
}

// mapOntoSource moves the findings of APK manifests onto the source
// manifest's lines, matching elements by logical path (resolved class name,
// meta-data name), so alerts land on real lines in GitHub.
func mapOntoSource(fs []finding.Finding, targets []*manifest.Manifest, src *manifest.Manifest) {
	apks := map[string]bool{}
	for _, m := range targets {
		if !m.Source {
			apks[m.Path] = true
		}
	}
	pos := map[string]manifest.Pos{"manifest": src.Pos, "manifest/application": src.AppPos}
	for _, c := range src.Components {
		pos[c.Path] = c.Pos
		for _, md := range c.MetaData {
			p := md.Path
			if p == "" {
				p = c.Path + "/meta-data[" + md.Name + "]"
			}
			pos[p] = md.Pos
		}
	}
	for i := range fs {
		f := &fs[i]
		if !apks[f.Location.Path] {
			continue
		}
		p, ok := pos[f.Location.Logical]
		if !ok {
			// an element the source does not have (merged from a
			// library): fall back to its component
			if j := strings.Index(f.Location.Logical, "/meta-data["); j >= 0 {
				p, ok = pos[f.Location.Logical[:j]]
			}
		}
		if ok && p.Known() {
			f.Location.Path = src.Path
			f.Location.Line, f.Location.Column = p.Line, p.Col
		}
	}
}

// Rel makes path relative to root with '/' separators. A path outside root
// stays relative (with ..) so SARIF never carries an absolute URI.
func Rel(root, path string) string {
	if root == "" {
		return filepath.ToSlash(path)
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return filepath.ToSlash(path)
	}
	rel, err := filepath.Rel(root, abs)
	if err != nil {
		return filepath.ToSlash(path)
	}
	return filepath.ToSlash(rel)
}

// DefaultRoot is the git top level above the working directory, else the
// working directory.
func DefaultRoot() (string, error) {
	wd, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for dir := wd; ; {
		if _, err := os.Stat(filepath.Join(dir, ".git")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return wd, nil
		}
		dir = parent
	}
}

func errPath(err error) string {
	s := err.Error()
	if i := strings.Index(s, ": "); i > 0 {
		return s[:i]
	}
	return ""
}
