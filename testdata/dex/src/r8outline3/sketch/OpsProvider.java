// What OpsProvider's smali stands for, before R8 (minSdk 21). Both flag
// reads, extras.getBundle("args").getBoolean(key), are one outline.
package com.example.r8o3;

public final class OpsProvider extends ContentProvider {
    @Override public boolean onCreate() { return true; }

    @Override public Bundle call(String method, String arg, Bundle extras) {
        File target = new File(getContext().getFilesDir(), arg);                                            // 9
        // TP CETP614: the Consumer's "confirmed" decides the deletion
        if (extras.getBundle("args").getBoolean("confirmed")) {                                             // 11
            target.delete();                                                                                 // 12
        }
        // near miss CETP614: the same outline reads "dry_run", not a confirmation
        if (!extras.getBundle("args").getBoolean("dry_run")) {                                              // 15
            new File(getContext().getCacheDir(), arg).delete();                                              // 16
        }
        return new Bundle();                                                                                 // 18
    }
}
