package main

import (
	"archive/tar"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/clawseed/cetpaudit/internal/baseline"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/scan"
)

// maxRevTree bounds the bytes unpacked from the revision compared with.
const maxRevTree = 4 << 30

// newFromRev makes the scan report only findings that are new since the
// git revision rev: it unpacks the repository's tree at rev into a
// temporary directory (git archive: no checkout, the working tree is not
// touched), scans the same paths there with the same options, and uses
// what that scan found as the baseline. Inputs git does not track — a
// built APK — do not exist at rev, so all their findings count as new.
// A non-negative return is the exit code.
func newFromRev(rev string, paths []string, opt scan.Options, sess *session, stderr io.Writer) int {
	fail := func(format string, args ...any) int {
		fmt.Fprintf(stderr, "cetpaudit scan: --new-from-rev %s: %s\n", sanitizeArg(rev), finding.Sanitize(fmt.Sprintf(format, args...)))
		return exitError
	}
	if strings.HasPrefix(rev, "-") {
		return fail("not a revision")
	}
	top, err := gitOutput(opt.Root, "rev-parse", "--show-toplevel")
	if err != nil {
		return fail("%s is not in a git repository: %v", opt.Root, err)
	}
	top = strings.TrimSpace(top)
	if _, err := gitOutput(top, "rev-parse", "--verify", "--quiet", rev+"^{commit}"); err != nil {
		return fail("no such commit in %s", top)
	}
	tmp, err := os.MkdirTemp("", "cetpaudit-rev-")
	if err != nil {
		return fail("%v", err)
	}
	defer os.RemoveAll(tmp)
	cmd := exec.Command("git", "-C", top, "archive", "--format=tar", rev)
	var errBuf bytes.Buffer
	cmd.Stderr = &errBuf
	pipe, err := cmd.StdoutPipe()
	if err != nil {
		return fail("%v", err)
	}
	if err := cmd.Start(); err != nil {
		return fail("git archive: %v", err)
	}
	untarErr := untar(pipe, tmp)
	io.Copy(io.Discard, pipe)
	if err := cmd.Wait(); err != nil {
		return fail("git archive: %v %s", err, strings.TrimSpace(errBuf.String()))
	}
	if untarErr != nil {
		return fail("%v", untarErr)
	}
	// The same paths and root, moved into the unpacked tree.
	move := func(p string) (string, bool) {
		abs, err := filepath.Abs(p)
		if err != nil {
			return "", false
		}
		rel, err := filepath.Rel(top, abs)
		if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			return "", false
		}
		moved := filepath.Join(tmp, rel)
		if _, err := os.Stat(moved); err != nil {
			return "", false
		}
		return moved, true
	}
	old := opt
	old.Root, _ = move(opt.Root)
	if old.Root == "" {
		old.Root = filepath.Join(tmp, mustRel(top, opt.Root))
	}
	old.Log, old.OnInput, old.Baseline, old.Suppress, old.ShowSuppressed = nil, nil, nil, nil, false
	old.ManifestSources = nil
	for _, m := range opt.ManifestSources {
		if moved, ok := move(m); ok {
			old.ManifestSources = append(old.ManifestSources, moved)
		}
	}
	if opt.BaselineTools != "" {
		old.BaselineTools, _ = move(opt.BaselineTools)
	}
	var oldPaths []string
	for _, p := range paths {
		if moved, ok := move(p); ok {
			oldPaths = append(oldPaths, moved)
		}
	}
	var known []finding.Finding
	if len(oldPaths) > 0 {
		res, err := scan.Run(oldPaths, old)
		if err != nil {
			return fail("scanning the revision: %v", err)
		}
		known = res.Findings
	}
	if opt.Log != nil {
		fmt.Fprintf(opt.Log, "--new-from-rev %s: %d findings at that revision are not reported\n", rev, len(known))
	}
	sess.opt.Baseline = baseline.New(known).NewFilter()
	return -1
}

func mustRel(base, p string) string {
	rel, err := filepath.Rel(base, p)
	if err != nil {
		return "."
	}
	return rel
}

func gitOutput(dir string, args ...string) (string, error) {
	cmd := exec.Command("git", append([]string{"-C", dir}, args...)...)
	var out, errBuf bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errBuf
	if err := cmd.Run(); err != nil {
		if msg := strings.TrimSpace(errBuf.String()); msg != "" {
			return "", errors.New(msg)
		}
		return "", err
	}
	return out.String(), nil
}

// untar unpacks the regular files and directories of a tar stream into
// dir, refusing paths that leave it, within maxRevTree bytes.
func untar(r io.Reader, dir string) error {
	tr := tar.NewReader(r)
	var total int64
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return fmt.Errorf("reading git archive: %w", err)
		}
		name := filepath.FromSlash(h.Name)
		if !filepath.IsLocal(name) {
			return fmt.Errorf("git archive entry %q leaves the tree", h.Name)
		}
		target := filepath.Join(dir, name)
		switch h.Typeflag {
		case tar.TypeDir:
			if err := os.MkdirAll(target, 0o755); err != nil {
				return err
			}
		case tar.TypeReg:
			total += h.Size
			if total > maxRevTree {
				return fmt.Errorf("the tree at the revision is larger than %d bytes", int64(maxRevTree))
			}
			if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
				return err
			}
			f, err := os.OpenFile(target, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o644)
			if err != nil {
				return err
			}
			_, err = io.Copy(f, io.LimitReader(tr, h.Size))
			if cerr := f.Close(); err == nil {
				err = cerr
			}
			if err != nil {
				return err
			}
		}
	}
}
