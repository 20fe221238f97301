package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/report"
	"github.com/clawseed/cetpaudit/internal/scan"
)

// maxMergeInput bounds one report read by merge.
const maxMergeInput = 1 << 30

const mergeIntro = `Combines the reports of 'cetpaudit scan --shard I/N' runs (or of any scans) into one:
SARIF with SARIF, or JSON and JSON Lines (mixed freely) into any format. Findings that
two reports share are kept once; totals are recomputed; an input that failed in any
report makes the merged run exit 2, as the scan would have. Reports must come from the
same cetpaudit version.
`

func runMerge(args []string, s *stdio) int {
	fs := newCmdFlags("merge", "merge [flags] FILE...", mergeIntro, exitStatus)
	format := fs.String("format", "", "output `format`: the inputs' own by default (sarif for SARIF; json for JSON and JSON Lines); JSON inputs may also become jsonl, sarif, text, github or html")
	output := fs.String("o", "", "write the merged report to `FILE` (atomically) instead of standard output")
	failOn := fs.String("fail-on", "error", "exit 1 when a merged finding is at or above this `level`: error, warning, note or none")
	root := fs.String("root", ".", "with --format html: show the source lines around findings from the files below `DIR` (the scans' --root)")
	files, code := fs.parse(args, s)
	if code >= 0 {
		return code
	}
	if len(files) == 0 {
		fmt.Fprintln(s.stderr, "cetpaudit merge: no reports given; 'cetpaudit help merge' for usage")
		return exitError
	}
	failLevel, err := parseLevelFlag("--fail-on", *failOn, true)
	if err != nil {
		fmt.Fprintf(s.stderr, "cetpaudit merge: %v\n", err)
		return exitError
	}
	var docs [][]byte
	kinds := map[string]bool{}
	for _, f := range files {
		data, err := readReport(f, s.stdin)
		if err != nil {
			fmt.Fprintf(s.stderr, "cetpaudit merge: %s\n", finding.Sanitize(err.Error()))
			return exitError
		}
		k := reportKind(data)
		if k == "" {
			fmt.Fprintf(s.stderr, "cetpaudit merge: %s: not a cetpaudit SARIF, JSON or JSON Lines report\n", finding.Sanitize(f))
			return exitError
		}
		kinds[k] = true
		docs = append(docs, data)
	}
	if kinds["sarif"] && len(kinds) > 1 {
		fmt.Fprintln(s.stderr, "cetpaudit merge: SARIF merges only with SARIF; merge the JSON reports separately")
		return exitError
	}
	var render func(*bytes.Buffer) error
	var failed bool
	var atOrAbove bool
	if kinds["sarif"] {
		if *format != "" && *format != "sarif" {
			fmt.Fprintf(s.stderr, "cetpaudit merge: SARIF reports merge into SARIF only, not %s; scan with --json-output to get JSON too\n", sanitizeArg(*format))
			return exitError
		}
		merged, err := mergeSARIF(files, docs)
		if err != nil {
			fmt.Fprintf(s.stderr, "cetpaudit merge: %s\n", finding.Sanitize(err.Error()))
			return exitError
		}
		failed, atOrAbove = merged.failed, merged.atOrAbove(failLevel)
		render = func(b *bytes.Buffer) error {
			enc := json.NewEncoder(b)
			enc.SetIndent("", "  ")
			return enc.Encode(merged.log)
		}
	} else {
		res, err := mergeJSON(files, docs)
		if err != nil {
			fmt.Fprintf(s.stderr, "cetpaudit merge: %s\n", finding.Sanitize(err.Error()))
			return exitError
		}
		f := *format
		if f == "" {
			f = "json"
		}
		if !contains(formats, f) {
			fmt.Fprintf(s.stderr, "cetpaudit merge: unknown --format %q%s\n", sanitizeArg(f), didYouMean(f, formats, ""))
			return exitError
		}
		failed, atOrAbove = len(res.Errors) > 0, res.AtOrAbove(failLevel)
		out := outputFlags{format: f, root: ".", quiet: false}
		sess := &session{cfg: nil, opt: &scan.Options{}}
		render = func(b *bytes.Buffer) error {
			switch f {
			case "html":
				abs, err := filepath.Abs(*root)
				if err != nil {
					return err
				}
				return report.WriteHTML(b, res, report.HTMLOptions{Root: abs})
			case "sarif":
				return renderSARIFMerged(b, res)
			}
			return renderReport(b, f, res, out, sess, false)
		}
	}
	if *output != "" && *output != "-" {
		if err := report.WriteFileAtomic(*output, render); err != nil {
			fmt.Fprintf(s.stderr, "cetpaudit merge: %v\n", err)
			return exitError
		}
	} else {
		var buf bytes.Buffer
		if err := render(&buf); err != nil {
			fmt.Fprintf(s.stderr, "cetpaudit merge: %v\n", err)
			return exitError
		}
		if _, err := s.stdout.Write(buf.Bytes()); err != nil {
			fmt.Fprintf(s.stderr, "cetpaudit merge: writing output: %v\n", err)
			return exitError
		}
	}
	switch {
	case failed:
		return exitError
	case atOrAbove:
		return exitFindings
	}
	return exitClean
}

func readReport(name string, stdin io.Reader) ([]byte, error) {
	var r io.Reader
	if name == "-" {
		r = stdin
	} else {
		f, err := os.Open(name)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, unwrapPath(err))
		}
		defer f.Close()
		if st, err := f.Stat(); err == nil && !st.Mode().IsRegular() {
			return nil, fmt.Errorf("%s: not a regular file", name)
		}
		r = f
	}
	data, err := io.ReadAll(io.LimitReader(r, maxMergeInput+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if len(data) > maxMergeInput {
		return nil, fmt.Errorf("%s: larger than %d bytes", name, maxMergeInput)
	}
	return data, nil
}

func unwrapPath(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// reportKind recognises a report: "sarif", "json", "jsonl" or "".
func reportKind(data []byte) string {
	trimmed := bytes.TrimSpace(data)
	first, _, _ := bytes.Cut(trimmed, []byte("\n"))
	var line struct {
		Type    string          `json:"type"`
		Version string          `json:"version"`
		Runs    json.RawMessage `json:"runs"`
		Format  *int            `json:"formatVersion"`
		Tool    struct {
			Name string `json:"name"`
		} `json:"tool"`
	}
	if json.Unmarshal(first, &line) == nil && line.Type == "start" && line.Tool.Name == "cetpaudit" {
		return "jsonl"
	}
	if json.Unmarshal(trimmed, &line) != nil {
		return ""
	}
	switch {
	case line.Runs != nil && strings.HasPrefix(line.Version, "2.1"):
		return "sarif"
	case line.Format != nil && line.Tool.Name == "cetpaudit":
		return "json"
	}
	return ""
}

// jsonReport is the JSON output read back (docs/output.md).
type jsonReport struct {
	FormatVersion int `json:"formatVersion"`
	Tool          struct {
		Version string `json:"version"`
	} `json:"tool"`
	Findings   []finding.Finding      `json:"findings"`
	Errors     []finding.InputError   `json:"errors"`
	Inputs     []finding.ScannedInput `json:"inputs"`
	Suppressed []jsonSuppressedIn     `json:"suppressed"`
	Summary    struct {
		Inputs     int `json:"inputs"`
		Suppressed int `json:"suppressed"`
	} `json:"summary"`
}

type jsonSuppressedIn struct {
	finding.Finding
	Suppression struct {
		Kind   string            `json:"kind"`
		Reason string            `json:"reason"`
		By     *finding.Location `json:"by"`
	} `json:"suppression"`
}

// parseJSONL reads a JSON Lines report into the shape of a JSON one.
func parseJSONL(data []byte) (*jsonReport, error) {
	doc := &jsonReport{}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	n, summary := 0, false
	for sc.Scan() {
		n++
		if len(bytes.TrimSpace(sc.Bytes())) == 0 {
			continue
		}
		var head struct {
			Type string `json:"type"`
		}
		if err := json.Unmarshal(sc.Bytes(), &head); err != nil {
			return nil, fmt.Errorf("line %d: %w", n, err)
		}
		var err error
		switch head.Type {
		case "start":
			var st struct {
				FormatVersion int `json:"formatVersion"`
				Tool          struct {
					Version string `json:"version"`
				} `json:"tool"`
			}
			err = json.Unmarshal(sc.Bytes(), &st)
			doc.FormatVersion, doc.Tool.Version = st.FormatVersion, st.Tool.Version
		case "finding":
			var f finding.Finding
			err = json.Unmarshal(sc.Bytes(), &f)
			doc.Findings = append(doc.Findings, f)
		case "suppressed":
			var f jsonSuppressedIn
			err = json.Unmarshal(sc.Bytes(), &f)
			doc.Suppressed = append(doc.Suppressed, f)
		case "error":
			var e finding.InputError
			err = json.Unmarshal(sc.Bytes(), &e)
			doc.Errors = append(doc.Errors, e)
		case "input":
			var in finding.ScannedInput
			err = json.Unmarshal(sc.Bytes(), &in)
			doc.Inputs = append(doc.Inputs, in)
		case "summary":
			err = json.Unmarshal(sc.Bytes(), &doc.Summary)
			summary = true
		default:
			err = fmt.Errorf("unknown line type %q", head.Type)
		}
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", n, err)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if !summary {
		return nil, errors.New("no summary line: the scan that wrote it did not finish")
	}
	return doc, nil
}

// mergeJSON merges JSON and JSON Lines reports into one result.
func mergeJSON(names []string, docs [][]byte) (*finding.Result, error) {
	res := &finding.Result{}
	seenF := map[string]bool{}
	seenS := map[string]bool{}
	seenE := map[string]bool{}
	seenIn := map[string]bool{}
	version := ""
	for i, data := range docs {
		var doc *jsonReport
		var err error
		if reportKind(data) == "jsonl" {
			doc, err = parseJSONL(data)
		} else {
			doc = &jsonReport{}
			err = json.Unmarshal(data, doc)
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", names[i], err)
		}
		if doc.FormatVersion != report.JSONFormatVersion {
			return nil, fmt.Errorf("%s: formatVersion %d, want %d", names[i], doc.FormatVersion, report.JSONFormatVersion)
		}
		if version != "" && doc.Tool.Version != version {
			return nil, fmt.Errorf("%s was written by cetpaudit %s, %s by %s: merge reports of one version", names[i], doc.Tool.Version, names[0], version)
		}
		version = doc.Tool.Version
		for _, f := range doc.Findings {
			if k := findingKey(f); !seenF[k] {
				seenF[k] = true
				res.Findings = append(res.Findings, f)
			}
		}
		for _, sf := range doc.Suppressed {
			s := finding.Suppressed{Finding: sf.Finding, Kind: sf.Suppression.Kind, Reason: sf.Suppression.Reason}
			if sf.Suppression.By != nil {
				s.By = *sf.Suppression.By
			}
			if k := findingKey(s.Finding) + "\x00" + s.Kind; !seenS[k] {
				seenS[k] = true
				res.SuppressedFindings = append(res.SuppressedFindings, s)
			}
		}
		for _, e := range doc.Errors {
			if k := e.Path + "\x00" + e.Message; !seenE[k] {
				seenE[k] = true
				res.Errors = append(res.Errors, e)
			}
		}
		if len(doc.Inputs) > 0 {
			for _, in := range doc.Inputs {
				if !seenIn[in.Path] {
					seenIn[in.Path] = true
					res.Scanned = append(res.Scanned, in)
				}
			}
		} else {
			res.Inputs += doc.Summary.Inputs // an older report: no input list to deduplicate
		}
		if len(doc.Suppressed) == 0 && len(doc.Inputs) == 0 {
			res.Suppressed += doc.Summary.Suppressed
		}
	}
	res.Inputs += len(res.Scanned)
	if len(res.SuppressedFindings) > 0 {
		res.Suppressed += len(res.SuppressedFindings)
	} else {
		for _, in := range res.Scanned {
			res.Suppressed += in.Suppressed
		}
	}
	sort.SliceStable(res.Scanned, func(i, j int) bool { return res.Scanned[i].Path < res.Scanned[j].Path })
	finding.SortReport(res.Findings)
	sort.SliceStable(res.Errors, func(i, j int) bool { return res.Errors[i].Path < res.Errors[j].Path })
	return res, nil
}

func findingKey(f finding.Finding) string {
	b, _ := json.Marshal(f)
	return string(b)
}
