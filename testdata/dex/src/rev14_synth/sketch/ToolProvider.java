// What rev14_synth stands for: a Java provider built by R8 with
// -dontobfuscate and -keepattributes SourceFile,LineNumberTable. Names and
// source files are kept, except for the classes R8 synthesizes, whose
// SourceFile is "R8$$SyntheticClass": R8 inlined the lambda's body into
// ToolProvider$$ExternalSyntheticLambda0.run, keeping its line. Errors
// comes from a prebuilt library its publisher minified with
// -renamesourcefileattribute SourceFile: its SourceFile reads "SourceFile".
public class ToolProvider extends ContentProvider {                            // 8
    private final Executor io = Executors.newSingleThreadExecutor();           // 9

    @Override public Bundle call(String method, String arg, Bundle extras) {   // 11
        int uid = Binder.getCallingUid();                                      // 12  near miss CETP603 (read in call)
        io.execute(() -> Log.i("r14s", "by " + Binder.getCallingUid()));        // 14  CETP603 (read on the executor)
        return Errors.failure(method);                                          // 15
    }
}

final class Errors {                                                           // Errors.java
    static Bundle failure(String method) {                                     // 8
        Bundle b = new Bundle();                                               // 9
        try { Integer.parseInt(method); }                                      // 10
        catch (NumberFormatException e) { b.putString("error_message", e.getMessage()); } // 11  CETP607
        return b;                                                              // 12
    }
}
