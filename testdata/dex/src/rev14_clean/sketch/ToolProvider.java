// What rev14_clean stands for: a Java provider built by R8 in full mode
// (minSdk 29). The three Binder.ThrowingRunnable lambdas, each capturing
// `this` and a String, were merged into one class, a, told apart by
// $r8$classId (0: line 14, 1: line 16, 2: the switch's default, line 19);
// their bodies stayed static $r8$lambda$ methods of ToolProvider.
public class ToolProvider extends ContentProvider {                              // 8
    @Override public Bundle call(String method, String arg, Bundle extras) {     // 11
        String caller = getCallingPackage();                                     // 12
        if ("refresh".equals(method)) {                                          // 13
            Binder.withCleanCallingIdentity(() -> refresh(caller));              // 14  id 0: near miss CETP611 (read before)
            Binder.ThrowingRunnable note = () -> audit(method, getCallingPackage()); // 16  id 1: run below, identity intact
            try { note.runOrThrow(); } catch (Exception e) { }                   // 17  near miss CETP611
        }
        Binder.withCleanCallingIdentity(() -> audit("clean", who()));            // 19  id 2: CETP611 (who() reads)
        return null;                                                             // 20
    }

    void refresh(String pkg) { getContext().getSharedPreferences("r", 0).edit().putString("last", pkg).apply(); } // 23
    void audit(String what, String pkg) { Log.i("r14c", what + " " + pkg); }     // 24
    String who() { return getCallingPackage(); }                                 // 25
}
