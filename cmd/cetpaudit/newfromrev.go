package main

import (
	"archive/zip"
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
	// A zip, not a tar: archive/tar links os/user, and with it cgo and the
	// C library, into every run of the binary (about 1.5 MB of resident
	// memory and a dynamic loader's start-up; see docs/performance.md).
	// Stored (-0), so that unpacking it costs a copy only.
	zipPath := filepath.Join(tmp, "rev.zip")
	cmd := exec.Command("git", "-C", top, "archive", "--format=zip", "-0", "-o", zipPath, rev)
	var errBuf bytes.Buffer
	cmd.Stderr = &errBuf
	if err := cmd.Run(); err != nil {
		return fail("git archive: %v %s", err, strings.TrimSpace(errBuf.String()))
	}
	tree := filepath.Join(tmp, "tree")
	unzipErr := unzipTree(zipPath, tree)
	os.Remove(zipPath)
	if unzipErr != nil {
		return fail("%v", unzipErr)
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
		moved := filepath.Join(tree, rel)
		if _, err := os.Stat(moved); err != nil {
			return "", false
		}
		return moved, true
	}
	old := opt
	old.Root, _ = move(opt.Root)
	if old.Root == "" {
		old.Root = filepath.Join(tree, mustRel(top, opt.Root))
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

// unzipTree unpacks the regular files and directories of the zip git
// archive wrote into dir, refusing paths that leave it, within maxRevTree
// bytes. Symbolic links are skipped, as they were from the tar it used to be.
func unzipTree(zipPath, dir string) error {
	zr, err := zip.OpenReader(zipPath)
	if err != nil {
		return fmt.Errorf("reading git archive: %w", err)
	}
	defer zr.Close()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	var total int64
	for _, zf := range zr.File {
		name := filepath.FromSlash(strings.TrimSuffix(zf.Name, "/"))
		if !filepath.IsLocal(name) {
			return fmt.Errorf("git archive entry %q leaves the tree", zf.Name)
		}
		target := filepath.Join(dir, name)
		mode := zf.Mode()
		switch {
		case mode.IsDir():
			if err := os.MkdirAll(target, 0o755); err != nil {
				return err
			}
		case mode.IsRegular():
			if err := unzipFile(zf, target, maxRevTree-total); err != nil {
				return err
			}
			total += int64(zf.UncompressedSize64)
		}
	}
	return nil
}

// unzipFile writes one entry to target, failing past left bytes.
func unzipFile(zf *zip.File, target string, left int64) error {
	if zf.UncompressedSize64 > uint64(max(left, 0)) {
		return fmt.Errorf("the tree at the revision is larger than %d bytes", int64(maxRevTree))
	}
	if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
		return err
	}
	rc, err := zf.Open()
	if err != nil {
		return fmt.Errorf("reading git archive: %w", err)
	}
	defer rc.Close()
	f, err := os.OpenFile(target, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	// archive/zip's reader stops at the declared size and checks it.
	_, err = io.Copy(f, rc)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("reading git archive: %w", err)
	}
	return nil
}
