// Sketch of testdata/dex/summaries46.dex (smali written by hand beside
// it, assembled with `smali assemble -j 1 --api 29 smali -o
// ../../summaries46.dex`): three shapes a review of stop 46 found the
// summaries answered wrongly, kept as unit tests of the summaries
// (internal/dex/program/summaries46_test.go).
package q;

// 1. The caller's package copied through four constructors: C.b is the
// caller's identity whichever field is asked about first (Z.e, five
// hops away, is past the bound; that answer must not be kept for C.b).
class P extends android.content.ContentProvider {
    public android.os.Bundle call(String m, String a, android.os.Bundle extras) {
        new Z(new A(new B(new C(getCallingPackage()))));
        return null;
    }
}
class C { public String b; C(String p) { b = p; } }
class B { public String c; B(C x) { c = x.b; } }
class A { public String d; A(B x) { d = x.c; } }
class Z { public String e; Z(A x) { e = x.d; } }

// 2. A platform callback's parameter: the app passes the caller's
// package, but Optional.ifPresent passes the extras' "pkg" to the same
// accept(): K.f is not the caller's identity. (javac emits accept(String)
// and a synthetic bridge accept(Object) calling it; the smali keeps one
// public accept(Object) that stores — the same answer either way, as
// neither method is one only the app can call.)
class K implements java.util.function.Consumer<String> {
    public String f;
    public void accept(String s) { f = s; }
}
class P2 extends android.content.ContentProvider {
    public android.os.Bundle call(String m, String a, android.os.Bundle extras) {
        K k = new K();
        k.accept(getCallingPackage());
        java.util.Optional.ofNullable(extras.getString("pkg")).ifPresent(k);
        return null;
    }
}

// 3. Two fields swapped: each holds an M or a D, whichever is asked
// about first.
interface I { void put(); }
class M implements I { public void put() {} }
class D implements I { public void put() {} }
class R {
    I primary = new M(), backup = new D();
    void swap() { I t = primary; primary = backup; backup = t; }
    void usePrimary() { primary.put(); }
    void useBackup() { backup.put(); }
}
