package dexrules

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
)

// TestObjectAnswerCalls: the calls CETP606 looks through when it follows
// what an object extra answers. Null checks keep nothing (requireNonNull
// alone hands its argument back); boxing keeps the answer; a collection
// lookup keyed by it answers, a store into the collection does not.
func TestObjectAnswerCalls(t *testing.T) {
	ref := func(class, name, ret string, params ...string) *dex.MethodRef {
		return &dex.MethodRef{Class: class, Name: name, Params: params, Return: ret}
	}
	const kt, obj, str = "Lkotlin/jvm/internal/Intrinsics;", "Ljava/lang/Object;", "Ljava/lang/String;"
	for _, c := range []struct {
		ref           *dex.MethodRef
		check, passes bool
	}{
		{ref(kt, "checkNotNull", "V", obj), true, false},
		{ref(kt, "checkNotNull", "V", obj, str), true, false},
		{ref(kt, "checkNotNullExpressionValue", "V", obj, str), true, false},
		{ref(kt, "checkNotNullParameter", "V", obj, str), true, false},
		{ref(kt, "checkExpressionValueIsNotNull", "V", obj, str), true, false},
		{ref("Ljava/util/Objects;", "requireNonNull", obj, obj), true, true},
		{ref(kt, "areEqual", "Z", obj, obj), false, false},
		{ref(kt, "stringPlus", str, str, obj), false, false},
	} {
		if check, passes := nullCheck(c.ref); check != c.check || passes != c.passes {
			t.Errorf("nullCheck(%s.%s) = %v, %v; want %v, %v", c.ref.Class, c.ref.Name, check, passes, c.check, c.passes)
		}
	}
	for _, c := range []struct {
		ref  *dex.MethodRef
		want bool
	}{
		{ref("Ljava/lang/Integer;", "valueOf", "Ljava/lang/Integer;", "I"), true},
		{ref("Ljava/lang/Long;", "valueOf", "Ljava/lang/Long;", "J"), true},
		{ref("Lkotlin/coroutines/jvm/internal/Boxing;", "boxInt", "Ljava/lang/Integer;", "I"), true},
		{ref("Ljava/lang/Integer;", "toHexString", str, "I"), false},
	} {
		if got := boxesAnswer(c.ref); got != c.want {
			t.Errorf("boxesAnswer(%s.%s) = %v, want %v", c.ref.Class, c.ref.Name, got, c.want)
		}
	}
	for _, c := range []struct {
		ref    *dex.MethodRef
		static bool
		want   bool
	}{
		{ref("Ljava/util/Map;", "get", obj, obj), false, true},
		{ref("Ljava/util/HashMap;", "containsKey", "Z", obj), false, true},
		{ref("Ljava/util/Set;", "contains", "Z", obj), false, true},
		{ref("Ljava/util/concurrent/ConcurrentHashMap;", "getOrDefault", obj, obj, obj), false, true},
		{ref("Landroid/util/SparseArray;", "get", obj, "I"), false, true},
		{ref("Ljava/util/Map;", "put", obj, obj, obj), false, false},
		{ref("Ljava/util/Set;", "add", "Z", obj), false, false},
		{ref("Ljava/util/Objects;", "equals", "Z", obj, obj), true, false},
		{ref("Lcom/example/Registry;", "get", obj, obj), false, false},
	} {
		if got := keyedLookup(c.ref, c.static); got != c.want {
			t.Errorf("keyedLookup(%s.%s) = %v, want %v", c.ref.Class, c.ref.Name, got, c.want)
		}
	}
}

// TestNullCheckBody: R8's renamed Intrinsics in dexab_ktr8 (b3.f) is told
// a null check by its body: checkNotNull (b), checkNotNullExpressionValue
// (c) and checkNotNullParameter (d) only test the object; the name each
// is given goes into the exception (a use), and areEqual (a) returns what
// it decides.
func TestNullCheckBody(t *testing.T) {
	prog := fixtureProgram(t, "dexab_ktr8")
	for _, c := range []struct {
		nameProto string
		k         int
		want      bool
	}{
		{"b(Ljava/lang/Object;)V", 0, true},
		{"c(Ljava/lang/Object;Ljava/lang/String;)V", 0, true},
		{"c(Ljava/lang/Object;Ljava/lang/String;)V", 1, false},
		{"d(Ljava/lang/Object;Ljava/lang/String;)V", 0, true},
		{"d(Ljava/lang/Object;Ljava/lang/String;)V", 1, false},
		{"a(Ljava/lang/Object;Ljava/lang/Object;)Z", 0, false},
	} {
		m := prog.Method("Lb3/f;", c.nameProto)
		if m == nil {
			t.Fatalf("no b3.f.%s", c.nameProto)
		}
		if got := nullCheckBody(prog, m, c.k); got != c.want {
			t.Errorf("nullCheckBody(b3.f.%s, %d) = %v, want %v", c.nameProto, c.k, got, c.want)
		}
	}
}
