package regflow

import (
	"archive/zip"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
)

// TestCorpusAnalyze analyzes every method of every corpus dex: no errors,
// no panics, and the fixpoint converges on (nearly) all real code.
func TestCorpusAnalyze(t *testing.T) {
	if testing.Short() {
		t.Skip("analyzes all 250k corpus methods")
	}
	dir := os.Getenv("CETPAUDIT_CORPUS")
	if dir == "" {
		t.Skip("CETPAUDIT_CORPUS is not set")
	}
	apks, _ := filepath.Glob(filepath.Join(dir, "*.apk"))
	re := regexp.MustCompile(`^classes[0-9]*\.dex$`)
	env := &testEnv{consts: map[string]Value{}}
	var methods, incomplete, maxWork int
	var maxWorkAt string
	for _, apk := range apks {
		zr, err := zip.OpenReader(apk)
		if err != nil {
			continue
		}
		for _, e := range zr.File {
			if !re.MatchString(e.Name) {
				continue
			}
			rc, err := e.Open()
			if err != nil {
				continue
			}
			data, _ := io.ReadAll(io.LimitReader(rc, 64<<20))
			rc.Close()
			f, err := dex.Parse(e.Name, data)
			if err != nil {
				t.Errorf("%s: %v", apk, err)
				continue
			}
			for i := 0; i < f.NumClasses(); i++ {
				c, err := f.Class(i)
				if err != nil {
					continue
				}
				for _, m := range c.Methods() {
					code, err := m.Code()
					if err != nil || code == nil {
						continue
					}
					res, err := Analyze(m, code, env)
					if err != nil {
						t.Errorf("%s: %v", filepath.Base(apk), err)
						continue
					}
					methods++
					if w := int(code.Registers) * len(res.blocks); w > maxWork {
						maxWork, maxWorkAt = w, filepath.Base(apk)+": "+m.String()
					}
					if res.Incomplete {
						incomplete++
					}
				}
			}
		}
		zr.Close()
	}
	t.Logf("%d methods analyzed, %d hit the iteration budget", methods, incomplete)
	// Real code stays far below the work budget a crafted method is held to.
	t.Logf("largest registers × blocks: %d (%s), budget %d", maxWork, maxWorkAt, DefaultWorkBudget)
	if maxWork*16 > DefaultWorkBudget {
		t.Errorf("a real method needs %d of the %d work budget", maxWork, DefaultWorkBudget)
	}
	if incomplete*1000 > methods {
		t.Errorf("%d of %d methods did not converge", incomplete, methods)
	}
}
