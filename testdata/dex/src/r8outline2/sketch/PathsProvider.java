// What the smali stands for, before R8 (minSdk 21, release build). Every
// java.nio.file call is API 26, newer than minSdk: R8 wraps each in a
// static method of PathsProvider$$ExternalSyntheticApiModelOutline0
// (Paths.get, Path.normalize, Path.startsWith, Files.deleteIfExists), so
// the caller's containment check is made through outlines too.
package com.example.r8o2;

public class PathsProvider extends ContentProvider {
    @Override public boolean onCreate() { return true; }

    @Override public Bundle call(String method, String arg, Bundle extras) {
        Bundle out = new Bundle();                                                   // 12
        try {
            JSONObject args = new JSONObject(extras.getString("args", "{}"));        // 14
            String dir = getContext().getFilesDir().getCanonicalPath();              // 15
            // TP CETP622: the name joined to the directory and deleted, unchecked.
            Path p = Paths.get(dir, args.getString("name"));                         // 17
            Files.deleteIfExists(p);                                                 // 18
            // near miss CETP622: normalized and found inside the directory first.
            Path q = Paths.get(dir, args.getString("file")).normalize();             // 20
            if (!q.startsWith(Paths.get(dir))) throw new SecurityException("outside"); // 21
            Files.deleteIfExists(q);                                                 // 22
        } catch (JSONException | IOException e) {
            out.putString("error", "failed");                                        // 24
        }
        return out;                                                                  // 26
    }
}
