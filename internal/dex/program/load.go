package program

import (
	"github.com/clawseed/cetpaudit/internal/dex"
)

// DexSource is an APK's dex entries (apk.File satisfies it). ReadEntry's
// errors name the entry.
type DexSource interface {
	DexNames() []string
	ReadEntry(name string, limit int64) ([]byte, error)
}

// MaxDexSize bounds one inflated dex entry.
const MaxDexSize = 128 << 20

// LoadAPK inflates the dex entries one at a time, in load order, parses
// them and builds the program.
func LoadAPK(src DexSource) (*Program, error) {
	var files []*dex.File
	for _, name := range src.DexNames() {
		data, err := src.ReadEntry(name, MaxDexSize)
		if err != nil {
			return nil, err // ReadEntry's errors name the APK and the entry
		}
		f, err := dex.Parse(name, data)
		if err != nil {
			return nil, err
		}
		files = append(files, f)
	}
	return Load(files)
}
