// The "// line N" comments give the line numbers the smali's .line
// directives carry (the sketch is shorter than the source they stand for).
// Sketch of the recv604 fixture (javac + D8 shapes, written as smali by
// hand): one interface with two implementations; which one runs at each
// call is the object the method makes just before it.
package com.example.rp;

interface PackagePicker {
    String pick(String[] packages);
}

final class FirstPicker implements PackagePicker {
    @Override public String pick(String[] packages) {
        return packages[0];                                  // line 12
    }
}

final class TrustedPicker implements PackagePicker {
    @Override public String pick(String[] packages) {
        for (String p : packages) {                          // line 18
            if ("com.example.trusted".equals(p)) return p;
        }
        return null;
    }
}

public class RolesProvider extends android.content.ContentProvider {
    // A registry of pickers by name (constructor, lines 26-29).
    private final java.util.Map<String, PackagePicker> pickers = new java.util.HashMap<>();
    { pickers.put("first", new FirstPicker()); pickers.put("trusted", new TrustedPicker()); }

    @Override public boolean onCreate() { return true; }

    @Override public android.os.Bundle call(String method, String arg, android.os.Bundle extras) {
        if ("owner".equals(method)) return owner();          // line 29
        if ("trusted".equals(method)) return trusted();      // line 30
        if ("chosen".equals(method)) return chosen(arg);     // line 31
        return null;                                          // line 32
    }

    // True positive CETP604: the picker made here takes the first package.
    private android.os.Bundle owner() {
        PackagePicker picker = new FirstPicker();            // line 36
        String pkg = picker.pick(getContext().getPackageManager()
                .getPackagesForUid(android.os.Binder.getCallingUid()));   // line 38
        android.os.Bundle b = new android.os.Bundle();
        b.putString("package", pkg);                         // line 40
        return b;
    }

    // Near miss: the picker made here checks every package; the other
    // implementation of the interface never runs at this call.
    private android.os.Bundle trusted() {
        PackagePicker picker = new TrustedPicker();          // line 47
        String pkg = picker.pick(getContext().getPackageManager()
                .getPackagesForUid(android.os.Binder.getCallingUid()));   // line 49
        android.os.Bundle b = new android.os.Bundle();
        b.putString("package", pkg);                         // line 51
        return b;
    }

    // True positive CETP604 through the fallback: the picker comes out of
    // the registry, so the analysis cannot place it, and every live
    // override of pick is followed — FirstPicker's among them.
    private android.os.Bundle chosen(String name) {
        PackagePicker picker = pickers.get(name);             // line 58
        String pkg = picker.pick(getContext().getPackageManager()
                .getPackagesForUid(android.os.Binder.getCallingUid()));   // line 60
        android.os.Bundle b = new android.os.Bundle();
        b.putString("package", pkg);                          // line 62
        return b;
    }
}
