package program

import (
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// ClassAFD is android.content.res.AssetFileDescriptor, which wraps a
// ParcelFileDescriptor with an offset and a length.
const ClassAFD = "Landroid/content/res/AssetFileDescriptor;"

// fdPassThrough returns the argument (0: the receiver of an instance call)
// whose descriptor a platform call's result is, with the same access mode,
// or -1: ParcelFileDescriptor.dup() and dup(FileDescriptor), detachFd(),
// getFd() and getFileDescriptor() (an int or FileDescriptor naming it),
// adoptFd(int) and fromFd(int), AssetFileDescriptor.getParcelFileDescriptor()
// and getFileDescriptor().
func fdPassThrough(ref *dex.MethodRef) int {
	switch ref.Class {
	case ClassPFD:
		switch ref.Name {
		case "dup", "detachFd", "getFd", "getFileDescriptor":
			if len(ref.Params) <= 1 {
				return 0
			}
		case "adoptFd", "fromFd":
			if len(ref.Params) == 1 && ref.Params[0] == "I" {
				return 0
			}
		}
	case ClassAFD:
		if (ref.Name == "getParcelFileDescriptor" || ref.Name == "getFileDescriptor") && len(ref.Params) == 0 {
			return 0
		}
	}
	return -1
}

// fdReadOnlySource recognises the platform calls that only ever return a
// read-only descriptor: assets and raw resources of an APK, and the typed
// asset calls, whose contract is read access.
func fdReadOnlySource(ref *dex.MethodRef) bool {
	switch ref.Name {
	case "openFd", "openNonAssetFd", "openRawResourceFd", "openTypedAssetFileDescriptor", "openTypedAssetFile":
		return true
	}
	return false
}

// fdPlatformSource reports whether a platform call returns a descriptor
// (a ParcelFileDescriptor or AssetFileDescriptor, or the int or
// FileDescriptor a pass-through call gives).
func fdPlatformSource(ref *dex.MethodRef) bool {
	return IsPlatform(ref.Class) && (ref.Return == ClassPFD || ref.Return == ClassAFD)
}

// writableThroughPlatform judges the descriptor a pass-through platform
// call (fdPassThrough) was given, at alt in m (or in the helper alt came
// through): a dup() of a read-write descriptor is read-write.
func (p *Program) writableThroughPlatform(m *dex.Method, alt regflow.Alt, k int, depth int, w *fdSearch, facts *fdFacts, params []regflow.Value) string {
	holder, site := m, alt.Site
	if alt.Via != nil {
		holder, site, params = alt.Via, alt.ViaSite, nil
		if facts = p.fdFacts(alt.Via); facts == nil {
			w.stop("the descriptor comes through %s in %s, which could not be analyzed", alt.Ref, alt.Via)
			return ""
		}
	}
	args, ok := facts.args[site]
	if !ok || k >= len(args) {
		w.stop("the descriptor comes through %s in %s, and what it was given was not followed", alt.Ref, holder)
		return ""
	}
	if depth >= maxFDDepth {
		w.stop("the descriptor comes through %s, more than %d helpers, fields and platform calls deep (the budget followed)", alt.Ref, maxFDDepth)
		return ""
	}
	if why := p.writable(holder, args[k], depth+1, w, params); why != "" {
		name := strings.ReplaceAll(strings.Trim(alt.Ref.Class, "L;"), "/", ".") + "." + alt.Ref.Name
		if strings.Contains(why, ", kept through ") {
			return why + ", then " + name
		}
		return why + ", kept through " + name
	}
	return ""
}
