package dexrules

import (
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// The in-memory stores a token is looked up in, by the interface they
// implement: a call names the static type of its receiver, which may be
// the interface, a JDK or Android implementation, or a Kotlin helper taking
// the store as its first argument. The lookups are listed once per
// interface, so a new implementation needs one line here.
type storeKind int

const (
	notStore    storeKind = iota
	keyedStore            // java.util.Map: the token is a key
	memberStore           // java.util.Collection (sets above all): the token is an element
)

var storeClasses = map[string]storeKind{
	"Ljava/util/Map;": keyedStore, "Ljava/util/HashMap;": keyedStore, "Ljava/util/LinkedHashMap;": keyedStore,
	"Ljava/util/TreeMap;": keyedStore, "Ljava/util/SortedMap;": keyedStore, "Ljava/util/NavigableMap;": keyedStore,
	"Ljava/util/Hashtable;": keyedStore, "Ljava/util/WeakHashMap;": keyedStore, "Ljava/util/IdentityHashMap;": keyedStore,
	"Ljava/util/AbstractMap;": keyedStore, "Ljava/util/concurrent/ConcurrentMap;": keyedStore,
	"Ljava/util/concurrent/ConcurrentHashMap;": keyedStore, "Ljava/util/concurrent/ConcurrentSkipListMap;": keyedStore,
	"Ljava/util/concurrent/ConcurrentNavigableMap;": keyedStore,
	"Landroid/util/ArrayMap;":                       keyedStore, "Landroidx/collection/ArrayMap;": keyedStore, "Landroidx/collection/SimpleArrayMap;": keyedStore,
	"Landroid/util/LruCache;": keyedStore, "Landroidx/collection/LruCache;": keyedStore,

	"Ljava/util/Collection;": memberStore, "Ljava/util/Set;": memberStore, "Ljava/util/HashSet;": memberStore,
	"Ljava/util/LinkedHashSet;": memberStore, "Ljava/util/TreeSet;": memberStore, "Ljava/util/SortedSet;": memberStore,
	"Ljava/util/NavigableSet;": memberStore, "Ljava/util/AbstractSet;": memberStore, "Ljava/util/AbstractCollection;": memberStore,
	"Ljava/util/concurrent/ConcurrentHashMap$KeySetView;": memberStore, "Ljava/util/concurrent/ConcurrentSkipListSet;": memberStore,
	"Ljava/util/concurrent/CopyOnWriteArraySet;": memberStore, "Landroid/util/ArraySet;": memberStore, "Landroidx/collection/ArraySet;": memberStore,
	"Ljava/util/List;": memberStore, "Ljava/util/ArrayList;": memberStore, "Ljava/util/LinkedList;": memberStore,
	"Ljava/util/concurrent/CopyOnWriteArrayList;": memberStore,
}

// storeLookup is one way to look a token up: the method's name and
// parameter count, and whether it also removes what it finds.
type storeLookup struct {
	name    string
	params  int
	removes bool
}

var storeLookups = map[storeKind][]storeLookup{
	keyedStore: {
		{"get", 1, false}, {"getOrDefault", 2, false}, {"containsKey", 1, false},
		{"computeIfPresent", 2, false}, {"compute", 2, false},
		{"remove", 1, true}, {"remove", 2, true}, // remove(key, value) too: the entry goes when it matches
	},
	memberStore: {{"contains", 1, false}, {"remove", 1, true}},
}

// kotlinStoreLookups are the Kotlin stdlib functions (not inlined) that
// look a key up in the map passed first: `map.getValue(k)`. getOrElse,
// getOrPut and `k in map` are inline and compile to the Map calls above.
var kotlinStoreLookups = map[string]bool{
	"Lkotlin/collections/MapsKt;getValue":                   true,
	"Lkotlin/collections/MapsKt__MapWithDefaultKt;getValue": true,
	"Lkotlin/collections/MapsKt__MapsKt;getValue":           true,
}

// kotlinMinus are the classes of Kotlin's `map - key` and `set - element`
// (kotlinc calls the facade; a part class named for completeness).
var kotlinMinus = map[string]bool{
	"Lkotlin/collections/MapsKt;":          true,
	"Lkotlin/collections/MapsKt___MapsKt;": true,
	"Lkotlin/collections/SetsKt;":          true,
	"Lkotlin/collections/SetsKt___SetsKt;": true,
}

// storeCall tells whether a call looks a key or element up in a store,
// and whether it removes it. The store is the first argument (the receiver
// or the Kotlin helper's first parameter) and the token the second.
// fileStoreID names the files a token names (one file per ticket, its
// name made from the token): one store to CETP620, as every
// SharedPreferences is, removed from by deleting a file.
const fileStoreID = "files named by the token"

// fileLookup recognises a File (or Path) made from a directory and a name,
// and returns the argument index of the name: a token kept as a file of
// its own is looked up by making its File.
func fileLookup(ref *dex.MethodRef) (name int, ok bool) {
	switch {
	case ref.Class == "Ljava/io/File;" && ref.Name == "<init>" && len(ref.Params) == 2 && ref.Params[1] == "Ljava/lang/String;":
		return 2, true // new File(dir, name), new File(parentPath, name)
	case ref.Class == "Ljava/nio/file/Path;" && ref.Name == "resolve" && len(ref.Params) == 1 && ref.Params[0] == "Ljava/lang/String;":
		return 1, true // dir.resolve(name)
	}
	return 0, false
}

// fileRemoval recognises a call that deletes a file: the token's file
// removed.
func fileRemoval(ref *dex.MethodRef) bool {
	switch ref.Class {
	case "Ljava/io/File;":
		return ref.Name == "delete" && len(ref.Params) == 0
	case "Ljava/nio/file/Files;":
		return ref.Name == "delete" || ref.Name == "deleteIfExists"
	case "Lkotlin/io/FilesKt;", "Lkotlin/io/FilesKt__UtilsKt;":
		return ref.Name == "deleteRecursively"
	}
	return false
}

func storeCall(ref *dex.MethodRef) (lookup, removes bool) {
	ref = program.Desugared(ref)
	switch ref.Class {
	case prefsClass:
		// prefs.getInt(token, -1): a token kept as a preference's key.
		n, ok := prefsLookups[ref.Name]
		return ok && len(ref.Params) == n && ref.Params[0] == "Ljava/lang/String;", false
	case prefsEditorClass:
		// prefs.edit().remove(token).apply(): the key goes.
		return false, ref.Name == "remove" && len(ref.Params) == 1
	case dataStorePrefsClass:
		// A Preferences DataStore's snapshot: prefs[stringPreferencesKey(token)].
		return (ref.Name == "get" || ref.Name == "contains") && len(ref.Params) == 1, false
	case dataStoreMutableClass:
		// dataStore.edit { it.remove(key) }: the key goes.
		return false, ref.Name == "remove" && len(ref.Params) == 1
	case mmkvClass:
		// MMKV.defaultMMKV().decodeString(token): a token kept as a key of
		// Tencent's key-value store (its SharedPreferences methods too);
		// removeValueForKey/removeValuesForKeys/remove spend it.
		if len(ref.Params) == 0 {
			return false, false
		}
		if mmkvLookups[ref.Name] {
			return ref.Params[0] == "Ljava/lang/String;", false
		}
		return false, ref.Name == "removeValuesForKeys" || (ref.Name == "removeValueForKey" || ref.Name == "remove") && ref.Params[0] == "Ljava/lang/String;"
	}
	if kotlinStoreLookups[ref.Class+ref.Name] {
		return len(ref.Params) == 2 && ref.Params[1] == "Ljava/lang/Object;", false
	}
	if kotlinMinus[ref.Class] && ref.Name == "minus" && len(ref.Params) == 2 && ref.Params[1] == "Ljava/lang/Object;" {
		// `entries.update { it - token }`: a copy without the key, a
		// removal when it replaces the store (tokenuse.go writtenBack: an
		// immutable map or set in a StateFlow or a var).
		return false, true
	}
	kind := storeClasses[ref.Class]
	if kind == notStore || len(ref.Params) == 0 || ref.Params[0] != "Ljava/lang/Object;" {
		return false, false
	}
	for _, l := range storeLookups[kind] {
		if l.name == ref.Name && l.params == len(ref.Params) {
			return true, l.removes
		}
	}
	return false, false
}

// A token may be kept in SharedPreferences, keyed by itself: looked up with
// a getter or contains, removed through the Editor. The Editor's remove
// cannot be tied to the SharedPreferences it came from (edit() returns a
// new Editor), so every SharedPreferences is one store to CETP620: a
// removal of the token's key from any of them spends it.
// A Preferences DataStore is read as a snapshot (`data.first()`) and
// changed in edit { }: as with SharedPreferences, every DataStore is one
// store to CETP620, its key made by stringPreferencesKey(name) (the
// program model gives the key as its name).
const (
	dataStorePrefsClass   = "Landroidx/datastore/preferences/core/Preferences;"
	dataStoreMutableClass = "Landroidx/datastore/preferences/core/MutablePreferences;"
	dataStoreID           = "DataStore"
)

// Tencent MMKV is a key-value store like SharedPreferences (whose
// interface it implements): every MMKV instance is one store to CETP620,
// as every SharedPreferences is.
const (
	mmkvClass   = "Lcom/tencent/mmkv/MMKV;"
	mmkvStoreID = "MMKV"
)

// mmkvLookups are MMKV's reads by key.
var mmkvLookups = names("decodeString", "decodeInt", "decodeLong", "decodeBool", "decodeFloat", "decodeDouble", "decodeBytes",
	"decodeStringSet", "decodeParcelable", "containsKey", "getString", "getInt", "getLong", "getBoolean", "getFloat", "getStringSet",
	"getBytes", "contains")

const (
	prefsClass       = "Landroid/content/SharedPreferences;"
	prefsEditorClass = "Landroid/content/SharedPreferences$Editor;"
	prefsStoreID     = "SharedPreferences"
)

// prefsLookups are SharedPreferences' reads by key, with their parameter
// counts.
var prefsLookups = map[string]int{"getString": 2, "getInt": 2, "getLong": 2, "getBoolean": 2, "getFloat": 2, "getStringSet": 2,
	"contains": 1}

// storeID names the store a lookup or removal reads: the field the map
// was read from, the one SharedPreferences store, or "".
func storeID(prog *program.Program, m *dex.Method, ref *dex.MethodRef, store regflow.Value) string {
	switch ref.Class {
	case prefsClass, prefsEditorClass:
		return prefsStoreID
	case dataStorePrefsClass, dataStoreMutableClass:
		return dataStoreID
	case mmkvClass:
		return mmkvStoreID
	}
	if id := mapFieldOf(store); id != "" {
		return id
	}
	return stateFlowField(prog, m, store)
}

// stateFlowField names the map or set a StateFlow field holds, when store
// is its value read in m (`entries.value[token]`, and the `it` of an
// inlined `entries.update { it - token }`): the field, with ".value".
func stateFlowField(prog *program.Program, m *dex.Method, store regflow.Value) string {
	x, ok := store.Single()
	if !ok || x.Kind != regflow.Call || x.Via != nil || x.Ref == nil || x.Ref.Name != "getValue" ||
		x.Ref.Class != "Lkotlinx/coroutines/flow/MutableStateFlow;" && x.Ref.Class != "Lkotlinx/coroutines/flow/StateFlow;" {
		return ""
	}
	args, ok := prog.ArgsAt(m, x.Site)
	if !ok || len(args) == 0 {
		return ""
	}
	if id := mapFieldOf(args[0]); id != "" {
		return id + ".value"
	}
	return ""
}
