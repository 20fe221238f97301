// Package smap reads the source maps (JSR-45 SMAP) kotlinc records for
// code inlined from other files: the line numbers past the end of a
// class's own file stand for lines of the inline function's file, and the
// class's SourceDebugExtension (in a dex, the
// dalvik.annotation.SourceDebugExtension annotation) says which.
package smap

import (
	"strconv"
	"strings"
)

// File is one source file of a stratum's file section.
type File struct {
	Name string // the file name, "Errors.kt"
	Path string // the path recorded after it; kotlinc writes the class, "com/example/ErrorsKt"
}

// Dir returns the directory of Path ("com/example/"), "" when none.
func (f File) Dir() string {
	if i := strings.LastIndexByte(f.Path, '/'); i >= 0 {
		return f.Path[:i+1]
	}
	return ""
}

// lineRange maps Count*Incr output lines from OutStart to the Count input
// lines from InStart of file FileID.
type lineRange struct {
	InStart, Count, OutStart, Incr int
	FileID                         int
}

// Map is one stratum of an SMAP.
type Map struct {
	Stratum string
	Files   map[int]File
	first   int // the id of the first file listed: the class's own
	lines   []lineRange
}

// maxRanges bounds the line section read: an SMAP is a few entries per
// inlined call; one of more is not kotlinc's.
const maxRanges = 1 << 16

// Parse reads the stratum named stratum ("Kotlin") of an SMAP. ok is false
// when the text is not an SMAP or has no such stratum with a readable
// file and line section. It never panics on malformed text.
func Parse(text, stratum string) (m *Map, ok bool) {
	lines := strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
	if len(lines) < 3 || strings.TrimSpace(lines[0]) != "SMAP" {
		return nil, false
	}
	i := 3 // SMAP, the output file name, the default stratum
	for i < len(lines) {
		l := strings.TrimSpace(lines[i])
		i++
		if l == "*S "+stratum {
			break
		}
	}
	if i >= len(lines) || strings.TrimSpace(lines[i-1]) != "*S "+stratum {
		return nil, false
	}
	m = &Map{Stratum: stratum, Files: map[int]File{}, first: -1}
	section := ""
	fileID := 0
	for ; i < len(lines); i++ {
		l := strings.TrimSpace(lines[i])
		switch {
		case l == "*F" || l == "*L":
			section = l
			continue
		case strings.HasPrefix(l, "*S ") || l == "*E":
			return m, len(m.Files) > 0 && len(m.lines) > 0
		case strings.HasPrefix(l, "*"):
			section = "" // a vendor section: skipped
			continue
		case l == "":
			continue
		}
		switch section {
		case "*F":
			// "+ id name" then the path, or "id name".
			withPath := strings.HasPrefix(l, "+ ")
			f := strings.Fields(strings.TrimPrefix(l, "+ "))
			if len(f) < 2 {
				return nil, false
			}
			id, err := strconv.Atoi(f[0])
			if err != nil || id < 0 {
				return nil, false
			}
			file := File{Name: strings.Join(f[1:], " ")}
			if withPath && i+1 < len(lines) {
				i++
				file.Path = strings.TrimSpace(lines[i])
			}
			if m.first < 0 {
				m.first = id
			}
			m.Files[id] = file
		case "*L":
			r, ok := parseRange(l, fileID)
			if !ok || len(m.lines) >= maxRanges {
				return nil, false
			}
			fileID = r.FileID
			m.lines = append(m.lines, r)
		}
	}
	return m, len(m.Files) > 0 && len(m.lines) > 0 // no *E: take what was read
}

// parseRange reads "in[#file][,count]:out[,incr]"; the file id defaults
// to the previous entry's.
func parseRange(l string, fileID int) (lineRange, bool) {
	in, out, ok := strings.Cut(l, ":")
	if !ok {
		return lineRange{}, false
	}
	r := lineRange{Count: 1, Incr: 1, FileID: fileID}
	var err error
	if s, c, ok := strings.Cut(in, ","); ok {
		in = s
		if r.Count, err = strconv.Atoi(c); err != nil {
			return lineRange{}, false
		}
	}
	if s, f, ok := strings.Cut(in, "#"); ok {
		in = s
		if r.FileID, err = strconv.Atoi(f); err != nil {
			return lineRange{}, false
		}
	}
	if r.InStart, err = strconv.Atoi(in); err != nil {
		return lineRange{}, false
	}
	if s, inc, ok := strings.Cut(out, ","); ok {
		out = s
		if r.Incr, err = strconv.Atoi(inc); err != nil {
			return lineRange{}, false
		}
	}
	if r.OutStart, err = strconv.Atoi(out); err != nil {
		return lineRange{}, false
	}
	const huge = 1 << 30 // keeps the arithmetic below in range
	if r.InStart < 0 || r.OutStart < 0 || r.Count < 0 || r.Incr < 0 ||
		r.InStart > huge || r.OutStart > huge || r.Count > huge || r.Incr > huge {
		return lineRange{}, false
	}
	return r, true
}

// Lookup maps an output line (what the dex's line table says) to its
// source file and line. inlined is true when the line belongs to a file
// other than the class's own; ok is false when no range covers it.
func (m *Map) Lookup(out int) (file File, line int, inlined, ok bool) {
	if m == nil {
		return File{}, 0, false, false
	}
	for _, r := range m.lines {
		incr := r.Incr
		if incr == 0 {
			incr = 1 // several input lines on one output line: the first
		}
		if out < r.OutStart || int64(out) >= int64(r.OutStart)+int64(r.Count)*int64(incr) {
			continue
		}
		f, known := m.Files[r.FileID]
		if !known {
			return File{}, 0, false, false
		}
		return f, r.InStart + (out-r.OutStart)/incr, r.FileID != m.first, true
	}
	return File{}, 0, false, false
}
