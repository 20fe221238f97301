package vetdriver

import (
	"crypto/sha256"
	"fmt"
	"hash"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/clawseed/cetpaudit/internal/config"
)

// printVersion answers go vet's -V=full. go vet keys its cache of each
// package's result on the line printed here (with the tool's flags and the
// package's files), and the go command of 1.26 caches every result,
// findings included. unitchecker's answer hashes only the executable, but the result
// also depends on the .cetpaudit.json files Vet reads from each package's
// directory up: an edited configuration would replay results computed under
// the old one. So the line also hashes the configuration files go vet's
// packages can see from where it runs: those from the working directory up
// to the repository's top, and those below it in directories a package
// pattern can match. A file named with -config is not seen here (go vet
// asks -V=full without the tool's flags); docs/go-providers.md says to add
// -a after editing it.
func printVersion(stdout io.Writer) error {
	exe, err := os.Executable()
	if err != nil {
		return err
	}
	h := sha256.New()
	f, err := os.Open(exe)
	if err != nil {
		return err
	}
	_, err = io.Copy(h, f)
	f.Close()
	if err != nil {
		return err
	}
	if wd, err := os.Getwd(); err == nil {
		hashConfigs(h, wd)
	}
	_, err = fmt.Fprintf(stdout, "%s version devel comments-go-here buildID=%02x\n", exe, h.Sum(nil))
	return err
}

// hashConfigs adds to h the path and contents of every configuration file
// a package under dir can read: dir's parents up to the repository's top
// (config.Discover's walk) and dir's subdirectories that go's package
// patterns enter (not testdata, and no name starting with "." or "_").
// An unreadable file hashes as its path alone: Vet reports it when it
// reads it.
func hashConfigs(h hash.Hash, dir string) {
	add := func(path string) {
		data, err := os.ReadFile(path)
		fmt.Fprintf(h, "\x00config %s %d\x00", path, len(data))
		if err == nil {
			h.Write(data)
		}
	}
	for d := dir; ; d = filepath.Dir(d) {
		if st, err := os.Stat(filepath.Join(d, config.FileName)); err == nil && !st.IsDir() {
			add(filepath.Join(d, config.FileName))
		}
		if _, err := os.Lstat(filepath.Join(d, ".git")); err == nil || filepath.Dir(d) == d {
			break
		}
	}
	seen := 0
	cut := filepath.WalkDir(dir, func(path string, e fs.DirEntry, err error) error {
		if err != nil {
			return nil // an unreadable directory holds no package go vet reads either
		}
		if seen++; seen > maxVersionWalk {
			return fs.SkipAll
		}
		if e.IsDir() {
			name := e.Name()
			if path != dir && (name == "testdata" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")) {
				return filepath.SkipDir
			}
			return nil
		}
		if path != filepath.Join(dir, config.FileName) && e.Name() == config.FileName {
			add(path)
		}
		return nil
	})
	if cut == nil && seen > maxVersionWalk {
		// Too large a tree to read at every go vet (run from a home
		// directory, say): a line that changes every time keeps go vet from
		// replaying any result, which is slower but never stale.
		fmt.Fprintf(h, "\x00unread below %s at %d\x00", dir, time.Now().UnixNano())
	}
}

// maxVersionWalk bounds the entries hashConfigs reads below the working
// directory; a repository's source tree is far smaller.
var maxVersionWalk = 200_000
