package scan

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/clawseed/cetpaudit/internal/baseline"
	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/check"
	"github.com/clawseed/cetpaudit/internal/dexrules"
	"github.com/clawseed/cetpaudit/internal/engine"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/manifest"
	"github.com/clawseed/cetpaudit/internal/r8map"
	"github.com/clawseed/cetpaudit/internal/suppress"
)

// DefaultTimeout is the CLI's per-input time budget (scan --timeout): ample
// for the largest real apps on a slow CI runner, short enough that a
// crafted input cannot hold a pipeline for hours.
const DefaultTimeout = 5 * time.Minute

// Options configure a scan.
type Options struct {
	// Root is the directory output paths are relative to (absolute).
	Root string
	// Package is the application id for source manifests without a
	// package attribute (--package).
	Package string
	// ManifestSources are source manifests (--manifest-source): an APK's
	// manifest findings move onto the lines of the one whose package is the
	// APK's. An APK of another package keeps its findings, and the run
	// says so in Result.Notes.
	ManifestSources []string
	// Rules selects rules and levels.
	Rules check.Options
	// CaptureKind overrides shape recognition of single-response JSON
	// captures (--capture-kind); Unknown recognises by shape.
	CaptureKind capture.Kind
	// BaselineTools is the baseline capture set to compare captures with
	// (--baseline-tools: a v2 tool list, a bundle or a directory;
	// CETP702/703/706); "" for none.
	BaselineTools string
	// AllCode runs the dex rules on apps that declare no TOOL_PROVIDER
	// service (--all-code).
	AllCode bool
	// Log receives -v messages; nil discards them.
	Log io.Writer

	// Jobs is how many inputs are loaded and checked at once; 0 or less
	// means one per CPU. Output order does not depend on it.
	Jobs int
	// FitProcs lets Run lower GOMAXPROCS to the number of workers it
	// starts, for the run, once a model is coming that the collector
	// will have to collect (the command's scans: nothing else runs in the
	// process meanwhile).
	FitProcs bool
	// procs lowers GOMAXPROCS for FitProcs; nil when the run keeps it.
	procs *procFit
	// Exclude reports whether a report path is left out: walked inputs it
	// matches are not scanned and findings located in it are dropped.
	// Inputs named explicitly are always scanned.
	Exclude func(reportPath string) bool
	// SourcePath maps a finding's report path to the repository file it
	// stands for (dex source paths through the configured source roots).
	SourcePath func(reportPath string) string
	// Suppress applies suppressions; Run adds the tools:ignore of every
	// source manifest it reads. CETP001 comes last, from Suppress.Unused.
	Suppress *suppress.Set
	// Baseline leaves out the findings it records.
	Baseline *baseline.Filter
	// ShowSuppressed keeps suppressed findings in the result
	// (Result.SuppressedFindings) instead of only counting them.
	ShowSuppressed bool
	// MaxInflated is the per-APK budget of inflated bytes, every dex, the
	// manifest and resources.arsc together (--max-dex-bytes); 0 means
	// apk.DefaultMaxInflated.
	MaxInflated int64
	// Timeout bounds the work on one input (--timeout); 0 means none. An
	// input that runs past it is reported as an input error and the scan
	// goes on without waiting for it.
	Timeout time.Duration
	// Context gives findings in binary inputs a snippet of what they point
	// at (the manifest element, the disassembled dex instructions), for
	// reports that show code (HTML).
	Context bool
	// Shard limits the run to one shard of the inputs (--shard); the zero
	// value scans every input.
	Shard Shard

	// Mapping is the R8 mapping (--mapping) applied to the dex findings of
	// the APKs it belongs to (mappingFor); MappingPath names it in notes.
	Mapping     *r8map.Map
	MappingPath string
	// apkInputs counts the APKs of the run, for mappingFor.
	apkInputs int

	// OnInput receives each input's outcome as soon as it and every input
	// before it are done, in input order (streaming output, progress).
	// It is called from one goroutine at a time.
	OnInput func(*InputResult)
}

// InputResult is what one input produced, after suppressions and the
// baseline. The last call of a run has a nil Input and carries the
// run-level findings (CETP001).
type InputResult struct {
	Input *Input
	// Index and Total count inputs, for progress.
	Index, Total int
	Findings     []finding.Finding
	Suppressed   []finding.Suppressed
	Err          *finding.InputError
}

// unit is one input: its state, and the channels that say how far it got.
type unit struct {
	in Input
	state
	// weight is the input's size on disk, which admission control counts.
	weight int64
	loaded chan struct{}
	done   chan struct{}
}

// state is what loading and checking an input gave. A unit's state is
// dropped as soon as its outcome has been handed on, so memory does not
// grow with the number of inputs.
type state struct {
	// manifests are the input's manifest: one, or every copy of a
	// duplicated AndroidManifest.xml in a crafted APK.
	manifests []*manifest.Manifest
	dex       *dexrules.DexTarget
	// needDex is set when the dex rules must run on this APK but its dex
	// is not loaded yet (with captures it is loaded at check time).
	needDex bool
	capture *capture.File
	skipped bool   // a walked JSON file that is not a CETP capture
	pkg     string // the application id of an APK or manifest, for the input list
	// gradleCut is the build file, past its budget, that a source
	// manifest without a package was given no namespace from.
	gradleCut string
	problems  []string // input errors that do not stop the audit
	// mappingNote says why --mapping was not applied to this APK.
	mappingNote string
	// targets are what this input's rules run on: its manifests and dex,
	// and the capture sets paired with it (or, for the first file of an
	// unpaired capture set, that set).
	targets engine.Targets
	res     InputResult
}

// Run scans the paths and returns the result. Unreadable inputs are in
// Result.Errors; Run itself fails only when nothing could be scanned because
// of a usage problem (no paths, a bad --manifest-source).
//
// Inputs are loaded and checked by opt.Jobs workers and reported in input
// order. Without captures each input is checked as soon as it is loaded,
// so results stream; capture sets pair with manifests by package, so when
// there are captures every input is loaded first, then the sets are paired
// and each manifest is checked together with its sets (rule precedence can
// span a manifest and its captures).
func Run(paths []string, opt Options) (*finding.Result, error) {
	if len(paths) == 0 {
		return nil, errors.New("scan: no paths given")
	}
	var sources []*manifest.Manifest
	for _, path := range opt.ManifestSources {
		data, err := manifest.ReadSource(path)
		if err != nil {
			return nil, err
		}
		m, err := manifest.ParseSource(path, data, manifest.SourceOptions{Package: opt.Package})
		if err != nil {
			return nil, err
		}
		sources = append(sources, m)
		if opt.Suppress != nil {
			opt.Suppress.AddXML(Rel(opt.Root, path), m)
		}
	}
	pairing := &sourcePairing{sources: sources, used: map[*manifest.Manifest]bool{}}

	res := &finding.Result{}
	inputs, errs, skipped := discover(paths, opt.logf)
	for _, d := range skipped {
		res.SkippedDirs = append(res.SkippedDirs, Rel(opt.Root, d))
	}
	if opt.Shard.Count > 1 {
		var notes []string
		inputs, errs, notes = opt.shard(inputs, errs)
		res.Notes = append(res.Notes, notes...)
	}
	for _, err := range errs {
		// A path that does not exist is an input the user named: it counts,
		// so the partial-failure contract applies beside readable ones.
		res.Inputs++
		res.Errors = append(res.Errors, finding.InputError{Path: Rel(opt.Root, errPath(err)), Message: relMessage(opt.Root, errPath(err), err.Error())})
	}
	copt := capture.Options{Kind: opt.CaptureKind}
	var baselineTools *capture.Baseline
	if opt.BaselineTools != "" {
		// Like --manifest-source, an unreadable --baseline-tools is a usage
		// error: the comparison it asks for cannot be made.
		b, err := capture.LoadBaseline(opt.BaselineTools, copt)
		if err != nil {
			return nil, err
		}
		baselineTools = b
	}
	for _, in := range inputs {
		if in.Kind == APK {
			opt.apkInputs++
		}
	}
	units := make([]*unit, 0, len(inputs))
	hasCaptures := false
	var largest int64
	for _, in := range inputs {
		if !in.Explicit && opt.Exclude != nil && opt.Exclude(Rel(opt.Root, in.Path)) {
			opt.logf("%s: excluded by the configuration", in.Path)
			continue
		}
		hasCaptures = hasCaptures || in.Kind == Capture
		u := &unit{in: in, loaded: make(chan struct{}), done: make(chan struct{})}
		if st, err := os.Stat(in.Path); err == nil {
			u.weight = max(st.Size(), 1)
		}
		largest = max(largest, u.weight)
		units = append(units, u)
	}

	jobs := opt.Jobs
	if jobs <= 0 {
		jobs = runtime.GOMAXPROCS(0)
	}
	// Admission: inputs are worked on at once only while their sizes sum to
	// at most the largest one's (or minAdmission), whatever -j says, so a
	// directory of large APKs needs about the memory of its largest.
	adm := newAdmission(max(largest, minAdmission))
	adm.steps.Store(int64(len(units)))
	if hasCaptures {
		adm.steps.Store(2 * int64(len(units))) // loaded, then checked
	}
	if workers := min(jobs, len(units)); opt.FitProcs && workers >= 1 && workers < runtime.GOMAXPROCS(0) {
		opt.procs = &procFit{workers: workers}
		defer opt.procs.restore()
	}
	// Load (and, without captures, check) in workers.
	work := make(chan *unit)
	go func() {
		for _, u := range units {
			work <- u
		}
		close(work)
	}()
	for w := 0; w < jobs && w < len(units); w++ {
		go func() {
			for u := range work {
				if hasCaptures {
					opt.guarded(u, adm, func(st *state) { opt.load(u.in, st, copt, false) })
					close(u.loaded)
					continue
				}
				opt.guarded(u, adm, func(st *state) {
					opt.load(u.in, st, copt, true)
					st.targets.Manifests, st.targets.Dex = st.manifests, nonNilDex(st.dex)
					opt.check(u.in, st, pairing)
				})
				close(u.loaded)
				close(u.done)
			}
		}()
	}
	if hasCaptures {
		for _, u := range units {
			<-u.loaded
		}
		pairCaptures(units, baselineTools, opt.logf)
		checks := make(chan *unit)
		go func() {
			for _, u := range units {
				checks <- u
			}
			close(checks)
		}()
		for w := 0; w < jobs && w < len(units); w++ {
			go func() {
				for u := range checks {
					opt.guarded(u, adm, func(st *state) {
						if st.needDex && st.res.Err == nil {
							opt.loadDex(u.in, st)
							// The targets were set when the captures were
							// paired, before the dex was read.
							st.targets.Dex = nonNilDex(st.dex)
						}
						opt.check(u.in, st, pairing)
					})
					close(u.done)
				}
			}()
		}
	}

	if len(sources) > 0 {
		// A --manifest-source that the run also scans would report its
		// findings twice: once itself, once moved from the APK.
		for _, u := range units {
			<-u.done
		}
		dropMappedDuplicates(units, pairing)
	}
	// Emit in input order: deterministic output whatever -j is.
	for i, u := range units {
		<-u.done
		r := &u.res
		r.Input, r.Index, r.Total = &units[i].in, i, len(units)
		if (u.in.Kind != Unknown && !u.skipped) || r.Err != nil {
			// An explicit file of unknown kind counts too: it is an input
			// the user named, and the others' report must still be written.
			res.Inputs++
		}
		if r.Err != nil {
			res.Errors = append(res.Errors, *r.Err)
		}
		opt.finish(r, res)
		if u.mappingNote != "" {
			res.Notes = append(res.Notes, u.mappingNote)
		}
		if u.gradleCut != "" && !isSource(sources, u.in.Path) {
			res.Notes = append(res.Notes, fmt.Sprintf("%s has no package (no package attribute, no Gradle namespace beside it in what was read: %s is larger than %d MiB, the Gradle file budget, and only its first %d MiB were searched); give --package",
				Rel(opt.Root, u.in.Path), Rel(opt.Root, u.gradleCut), manifest.MaxGradleBytes>>20, manifest.MaxGradleBytes>>20))
		}
		if (u.in.Kind != Unknown && !u.skipped) || r.Err != nil {
			si := finding.ScannedInput{Path: Rel(opt.Root, u.in.Path), Kind: u.in.Kind.String(),
				Findings: len(r.Findings), Suppressed: len(r.Suppressed), Package: u.pkg}
			if r.Err != nil {
				si.Error = r.Err.Message
			}
			res.Scanned = append(res.Scanned, si)
		}
		u.state = state{} // release the input's model and findings
	}
	if opt.Suppress != nil {
		r := &InputResult{Index: len(units), Total: len(units), Findings: opt.Suppress.Unused()}
		opt.finish(r, res)
	}
	for _, m := range sources {
		if m.Package == "" {
			why := "no package attribute, no Gradle namespace beside it"
			if m.GradleCut != "" {
				why = fmt.Sprintf("no package attribute, no Gradle namespace beside it in what was read: %s is larger than %d MiB, the Gradle file budget, and only its first %d MiB were searched", Rel(opt.Root, m.GradleCut), manifest.MaxGradleBytes>>20, manifest.MaxGradleBytes>>20)
			}
			res.Notes = append(res.Notes, fmt.Sprintf("--manifest-source %s has no package (%s), so no APK can be paired with it; give --package", Rel(opt.Root, m.Path), why))
		} else if !pairing.used[m] {
			res.Notes = append(res.Notes, fmt.Sprintf("--manifest-source %s (package %s) matched no APK of this scan", Rel(opt.Root, m.Path), orUnknown(m.Package)))
		}
	}
	res.Notes = append(res.Notes, pairing.notes...)
	finding.SortReport(res.Findings)
	suppress.SortSuppressed(res.SuppressedFindings)
	return res, nil
}

// isSource reports whether path is one of the --manifest-source files,
// whose own note says what their package is missing.
func isSource(sources []*manifest.Manifest, path string) bool {
	for _, m := range sources {
		if m.Path == path {
			return true
		}
	}
	return false
}

func orUnknown(s string) string {
	if s == "" {
		return "unknown"
	}
	return s
}

func nonNilDex(d *dexrules.DexTarget) []*dexrules.DexTarget {
	if d == nil {
		return nil
	}
	return []*dexrules.DexTarget{d}
}

// pairCaptures groups the loaded capture files into sets, pairs the sets
// with the loaded manifests, and gives each unit its targets: a manifest
// input gets the sets paired with it, and an unpaired set goes to the unit
// of its first file.
func pairCaptures(units []*unit, baselineTools *capture.Baseline, logf func(string, ...any)) {
	var files []*capture.File
	var manifests []*manifest.Manifest
	byManifest := map[*manifest.Manifest]*unit{}
	byFile := map[*capture.File]*unit{}
	for _, u := range units {
		for _, m := range u.manifests {
			manifests = append(manifests, m)
			byManifest[m] = u
		}
		if u.capture != nil {
			files = append(files, u.capture)
			byFile[u.capture] = u
		}
		u.targets.Manifests, u.targets.Dex = u.manifests, nonNilDex(u.dex)
		u.targets.Baseline = baselineTools
	}
	sets := capture.Sets(files)
	for _, note := range capture.Pair(sets, manifests) {
		logf("%s", note)
	}
	for _, set := range sets {
		owner := byManifest[set.Manifest]
		if owner == nil {
			owner = firstUnitOf(set, byFile, units)
		}
		if owner != nil {
			owner.targets.Captures = append(owner.targets.Captures, set)
		}
	}
}

// firstUnitOf is the unit of the first input that belongs to the set.
func firstUnitOf(set *capture.Set, byFile map[*capture.File]*unit, units []*unit) *unit {
	for _, u := range units {
		if u.capture == nil {
			continue
		}
		for _, c := range u.capture.Captures {
			for _, sc := range set.Captures {
				if c == sc {
					return u
				}
			}
		}
	}
	return nil
}

// guarded runs one step of an input's work on a copy of its state, admitted
// by weight and bounded by opt.Timeout. Past the timeout the input gets an
// error and the step is abandoned: its goroutine may run on, but its
// results are dropped and the scan does not wait for it.
func (opt *Options) guarded(u *unit, adm *admission, step func(*state)) {
	adm.acquire(u.weight)
	defer func() {
		if adm.steps.Add(-1) > 0 {
			collectAfterLarge(u.weight)
		}
	}()
	defer adm.release(u.weight)
	// A panic is a bug, but it costs this input only: the others keep
	// their findings.
	safe := func(st *state) {
		defer func() {
			if r := recover(); r != nil {
				st.res.Err = opt.inputError(u.in, fmt.Errorf("%s: internal error (please report it): %v", finding.Sanitize(u.in.Path), r))
			}
		}()
		step(st)
	}
	if opt.Timeout <= 0 {
		safe(&u.state)
		return
	}
	st := u.state
	done := make(chan struct{})
	go func() {
		defer close(done)
		safe(&st)
	}()
	timer := time.NewTimer(opt.Timeout)
	defer timer.Stop()
	select {
	case <-done:
		u.state = st
	case <-timer.C:
		u.state = state{res: InputResult{Err: opt.inputError(u.in, fmt.Errorf(
			"%s: not finished after %s, the per-input time budget; its findings are left out — raise it with --timeout", finding.Sanitize(u.in.Path), opt.Timeout))}}
	}
}

// largeInput is the size on disk past which an input's model is worth a
// collection of its own once dropped.
const largeInput = 1 << 20

// collectAfterLarge runs a collection after a large input's step: the
// collector's next goal is set from the live heap at the last collection,
// and without this one that heap may still hold the model just dropped,
// letting the next input grow the heap to twice its size. A collection with
// little live data costs far less than loading an APK of this size.
func collectAfterLarge(weight int64) {
	if weight >= largeInput {
		runtime.GC()
	}
}

func (opt *Options) inputError(in Input, err error) *finding.InputError {
	return &finding.InputError{Path: Rel(opt.Root, in.Path), Message: relMessage(opt.Root, in.Path, err.Error())}
}

// load reads one input into st, in a worker. withDex loads an APK's dex at
// once (when its rules will run); without it loadDex does later.
func (opt *Options) load(in Input, st *state, copt capture.Options, withDex bool) {
	fail := func(err error) { st.res.Err = opt.inputError(in, err) }
	switch in.Kind {
	case APK:
		a, err := opt.loadAPK(in.Path, withDex)
		if a.manifests == nil {
			fail(err)
			return
		}
		m := a.manifests[0]
		opt.logf("%s: APK of %s, %d components", in.Path, m.Package, len(m.Components))
		st.manifests, st.dex, st.needDex, st.problems = a.manifests, a.dex, a.needDex, a.problems
		if err != nil {
			st.problems = append(st.problems, err.Error())
		}
		opt.setProblems(in, st)
	case SourceManifest:
		data, err := manifest.ReadSource(in.Path)
		if err != nil {
			fail(err)
			return
		}
		m, err := manifest.ParseSource(in.Path, data, manifest.SourceOptions{Package: opt.Package})
		if err != nil {
			fail(err)
			return
		}
		opt.logf("%s: source manifest of %s (package from %s)", in.Path, m.Package, m.PackageFrom)
		st.manifests = []*manifest.Manifest{m}
		if opt.Suppress != nil {
			opt.Suppress.AddXML(Rel(opt.Root, in.Path), m)
		}
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
			fail(err)
		case skip != "":
			opt.logf("%s: skipped: %s", in.Path, skip)
			st.skipped = true
		default:
			opt.logf("%s: %d captured response(s)", in.Path, len(f.Captures))
			st.capture = f
		}
	default:
		if in.Explicit {
			fail(errors.New(in.Path + ": not an APK, an AndroidManifest.xml or a CETP capture"))
		}
	}
}

// loadDex loads the dex of an APK whose manifest was loaded before.
func (opt *Options) loadDex(in Input, st *state) {
	d, problems, err := opt.openDex(in.Path, st.manifests)
	st.dex, st.needDex = d, false
	st.targets.Dex = nonNilDex(d)
	st.problems = append(st.problems, problems...)
	if err != nil {
		st.problems = append(st.problems, err.Error())
	}
	opt.setProblems(in, st)
}

// setProblems reports an APK's problems as its input error (one line), while
// its findings are kept: the run exits 2, nothing is dropped.
func (opt *Options) setProblems(in Input, st *state) {
	if len(st.problems) == 0 {
		return
	}
	msgs := make([]string, 0, len(st.problems))
	seen := map[string]bool{}
	for _, p := range st.problems {
		p = strings.TrimPrefix(p, finding.Sanitize(in.Path)+": ")
		if !seen[p] {
			seen[p] = true
			msgs = append(msgs, p)
		}
	}
	st.res.Err = opt.inputError(in, fmt.Errorf("%s: %s", finding.Sanitize(in.Path), strings.Join(msgs, "; ")))
}

// check runs the rules on one input's targets and applies exclusions and
// suppressions, in a worker. It drops the targets afterwards: only the
// findings stay until the outcome is handed on.
func (opt *Options) check(in Input, st *state, pairing *sourcePairing) {
	t := &st.targets
	if len(st.manifests) > 0 {
		st.pkg, st.gradleCut = st.manifests[0].Package, st.manifests[0].GradleCut
	}
	defer func() { st.targets, st.manifests, st.dex, st.capture = engine.Targets{}, nil, nil, nil }()
	if len(t.Manifests) == 0 && len(t.Dex) == 0 && len(t.Captures) == 0 {
		if opt.Suppress != nil && st.res.Err == nil && !st.skipped && in.Kind != Unknown {
			opt.Suppress.Scanned(Rel(opt.Root, in.Path))
		}
		return
	}
	mapped := false
	if opt.Mapping != nil {
		for _, d := range t.Dex {
			if d.Path != in.Path {
				continue
			}
			if ok, note := opt.mappingFor(d.Program, Rel(opt.Root, in.Path)); ok {
				// Before the rules: they recognise R8's outlines by name.
				markSynthesized(d.Program, opt.Mapping)
				mapped = true
			} else {
				st.mappingNote = note
			}
		}
	}
	findings := engine.Run(t, opt.Rules)
	if mapped {
		applyMapping(findings, opt.Mapping, in.Path)
	}
	for i := range findings {
		f := &findings[i]
		if f.Location.FromDebugInfo {
			f.Input = Rel(opt.Root, in.Path) // the dex of this input's APK
		} else {
			f.Input = Rel(opt.Root, f.Location.Path)
		}
	}
	// After the mapping's renames, which the notes of one limit share.
	findings = check.MergeLimits(findings)
	if opt.Context {
		addContext(findings, st)
	}
	for _, m := range t.Manifests {
		if src := pairing.sourceFor(m, opt); src != nil {
			mapOntoSource(findings, m, src)
		}
	}
	kept := findings[:0]
	for _, f := range findings {
		switch {
		case !f.Location.FromDebugInfo:
			f.Location.Path = Rel(opt.Root, f.Location.Path)
		case opt.SourcePath != nil:
			// A path recorded in dex debug info ("com/example/Tool.kt"):
			// the configured source roots say where it is in the repository.
			f.Location.Path = opt.SourcePath(f.Location.Path)
			for i := range f.Location.Frames {
				if p := f.Location.Frames[i].Path; p != "" {
					f.Location.Frames[i].Path = opt.SourcePath(p)
				}
			}
		}
		if opt.Exclude != nil && opt.Exclude(f.Location.Path) {
			continue
		}
		kept = append(kept, f)
	}
	st.res.Findings = kept
	if opt.Suppress != nil {
		opt.Suppress.Scanned(Rel(opt.Root, in.Path))
		st.res.Findings, st.res.Suppressed = opt.Suppress.Apply(kept)
	}
}

// finish applies the baseline (in input order, so which of several equal
// findings it absorbs is deterministic), hands the input's outcome to
// OnInput and adds it to the result.
func (opt *Options) finish(r *InputResult, res *finding.Result) {
	for i := range r.Findings {
		detach(&r.Findings[i])
	}
	for i := range r.Suppressed {
		detach(&r.Suppressed[i].Finding)
	}
	if opt.Baseline != nil {
		fresh, known := opt.Baseline.Filter(r.Findings)
		r.Findings = fresh
		for _, f := range known {
			r.Suppressed = append(r.Suppressed, finding.Suppressed{Finding: f, Kind: "baseline", Reason: "recorded in the baseline"})
		}
	}
	if opt.OnInput != nil {
		opt.OnInput(r)
	}
	res.Findings = append(res.Findings, r.Findings...)
	res.Suppressed += len(r.Suppressed)
	if opt.ShowSuppressed {
		res.SuppressedFindings = append(res.SuppressedFindings, r.Suppressed...)
	}
}

func (opt *Options) logf(format string, args ...any) {
	if opt.Log != nil {
		fmt.Fprintf(opt.Log, format+"\n", args...)
	}
}

// sourcePairing pairs APK manifests with the --manifest-source manifests
// by package. Workers call it concurrently.
type sourcePairing struct {
	mu      sync.Mutex
	sources []*manifest.Manifest
	used    map[*manifest.Manifest]bool
	notes   []string
}

// sourceFor returns the source manifest of an APK's manifest: the one with
// the APK's package, else — for an APK built with an applicationIdSuffix —
// the one whose package is a dot-prefix of it. A source manifest is never
// paired with itself or with another source manifest.
func (sp *sourcePairing) sourceFor(m *manifest.Manifest, opt *Options) *manifest.Manifest {
	if m.Source || len(sp.sources) == 0 {
		return nil
	}
	var best *manifest.Manifest
	for _, src := range sp.sources {
		if src.Package == "" {
			continue
		}
		if src.Package == m.Package {
			best = src
			break
		}
		if strings.HasPrefix(m.Package, src.Package+".") && (best == nil || len(src.Package) > len(best.Package)) {
			best = src
		}
	}
	sp.mu.Lock()
	defer sp.mu.Unlock()
	if best == nil {
		var pkgs []string
		for _, src := range sp.sources {
			pkgs = append(pkgs, Rel(opt.Root, src.Path)+" ("+orUnknown(src.Package)+")")
		}
		sp.notes = append(sp.notes, fmt.Sprintf("%s: package %s matches no --manifest-source (%s); its manifest findings stay on the APK",
			Rel(opt.Root, m.Path), orUnknown(m.Package), strings.Join(pkgs, ", ")))
		return nil
	}
	sp.used[best] = true
	opt.logf("%s: manifest findings go onto %s (package %s)", m.Path, best.Path, best.Package)
	return best
}

// dropMappedDuplicates removes, from the --manifest-source manifests the
// run also scans as inputs, their own findings of the same rule at the
// same place as an APK finding moved onto them: the APK's finding (merged
// manifest, resolved values) stands for both, and says which APK it is
// in.
func dropMappedDuplicates(units []*unit, pairing *sourcePairing) {
	used := map[string]bool{}
	for m := range pairing.used {
		used[cleanAbs(m.Path)] = true
	}
	if len(used) == 0 {
		return
	}
	type at struct {
		rule, path string
		line, col  int
	}
	mapped := map[at]bool{}
	for _, u := range units {
		if u.in.Kind != APK {
			continue
		}
		for _, f := range u.res.Findings {
			if f.Input != f.Location.Path && !f.Location.FromDebugInfo {
				mapped[at{f.RuleID, f.Location.Path, f.Location.Line, f.Location.Column}] = true
			}
		}
		for _, sf := range u.res.Suppressed {
			f := sf.Finding
			if f.Input != f.Location.Path && !f.Location.FromDebugInfo {
				mapped[at{f.RuleID, f.Location.Path, f.Location.Line, f.Location.Column}] = true
			}
		}
	}
	for _, u := range units {
		if u.in.Kind != SourceManifest || !used[cleanAbs(u.in.Path)] {
			continue
		}
		kept := u.res.Findings[:0]
		for _, f := range u.res.Findings {
			if !mapped[at{f.RuleID, f.Location.Path, f.Location.Line, f.Location.Column}] {
				kept = append(kept, f)
			}
		}
		u.res.Findings = kept
		keptS := u.res.Suppressed[:0]
		for _, sf := range u.res.Suppressed {
			f := sf.Finding
			if !mapped[at{f.RuleID, f.Location.Path, f.Location.Line, f.Location.Column}] {
				keptS = append(keptS, sf)
			}
		}
		u.res.Suppressed = keptS
	}
}

func cleanAbs(p string) string {
	if a, err := filepath.Abs(p); err == nil {
		return a
	}
	return filepath.Clean(p)
}

// mapOntoSource moves the findings of one APK manifest onto the source
// manifest's lines, matching elements by logical path (resolved class name,
// meta-data name), so alerts land on real lines in GitHub. The finding's
// Input still names the APK.
func mapOntoSource(fs []finding.Finding, apk *manifest.Manifest, src *manifest.Manifest) {
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
		if f.Location.FromDebugInfo || f.Location.Path != apk.Path {
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

// relMessage shows the path an error message starts with as the reports
// show it, relative to the root: an absolute path on the command line
// does not put the machine's directory layout into CI logs.
func relMessage(root, path, msg string) string {
	if path == "" || !strings.HasPrefix(msg, path+":") {
		return msg
	}
	rel := Rel(root, path)
	if rel == ".." || strings.HasPrefix(rel, "../") {
		return msg // outside the root: as the user named it
	}
	return rel + msg[len(path):]
}

func errPath(err error) string {
	s := err.Error()
	if i := strings.Index(s, ": "); i > 0 {
		return s[:i]
	}
	return ""
}

// procFit lowers GOMAXPROCS to a run's workers, once, when a collection
// is coming. The process does nothing but the run: with fewer workers than
// CPUs, the others would only carry the collector's idle-time workers,
// which burn CPU to shorten collections a single-threaded load hardly
// waits for (a fifth to a third of the CPU of a large app's audit). Where
// no collection comes (an audit whose model fits under the collector's
// raised first goal, internal/gcpace), lowering costs instead: it stops
// the world and hands the dropped processor's cached spans back, about a
// tenth of a small app's audit on a machine with costly page faults.
type procFit struct {
	workers int
	once    sync.Once
	old     atomic.Int32 // GOMAXPROCS before lower; 0 until then
}

// lower sets GOMAXPROCS to the workers (nil: nothing to fit).
func (f *procFit) lower() {
	if f == nil {
		return
	}
	f.once.Do(func() { f.old.Store(int32(runtime.GOMAXPROCS(f.workers))) })
}

// restore gives back the GOMAXPROCS lower replaced; the run's workers are
// done by then.
func (f *procFit) restore() {
	if old := f.old.Load(); old > 0 {
		runtime.GOMAXPROCS(int(old))
	}
}
