// Sketch of helpertext (javac + D8, min API 21; Result/Failure and Describe.kt are Kotlin,
// Kotlin.kt). Line numbers are those of the .line directives. CETP607 through helpers that
// build text from their parameter, and field taint judged per object where it can be.
package com.example.htext;

final class Errors {
    static Result.Failure last;
    static void run(String m) throws IOException { if (m == null) throw new IOException("open /data/data/com.example.htext/db failed"); } // 8
    static String describe(String msg) { return "Tool failed: " + msg; }                          // 10 (unchained StringBuilder)
    static String fmt(Object e) { return String.valueOf(e); }                                     // 11
    static String kind(Throwable e) { return e instanceof IOException ? "Storage unavailable" : "Tool failed"; } // 12
    static Result attempt(String m) { try { run(m); return null; }                                // 14-15
        catch (IOException e) { return new Result.Failure(e.toString()); } }                      // 16
    static Bundle viaResult(String m) { Bundle b = new Bundle(); Result r = attempt(m);           // 18-19
        if (r instanceof Result.Failure) b.putString("error_message", describe(((Result.Failure) r).getMessage())); // 20 TP 607 (helper's argument read from the field attempt fills)
        return b; }
    static Bundle viaFixed(String m) { Bundle b = new Bundle();
        b.putString("error_message", describe(fixedText())); return b; }                          // 24 near miss
    static String fixedText() { return "No such note"; }                                          // 26
    static Bundle viaFmt(String m) { Bundle b = new Bundle(); try { run(m); }
        catch (IOException e) { b.putString("error_message", fmt(e)); } return b; }               // 30 TP 607
    static Bundle viaKind(String m) { Bundle b = new Bundle(); try { run(m); }
        catch (IOException e) { b.putString("error_message", kind(e)); } return b; }              // 36 near miss (fixed text by class)
    static Bundle missing(String m) { Bundle b = new Bundle();                                    // 39
        Result.Failure f = new Result.Failure("No such note: " + m);                              // 40
        b.putString("error_message", f.getMessage()); return b; }                                 // 41 near miss (this object's text is fixed + request; attempt's Failures hold exception text)
    static void fail(Bundle b, String text) { b.putString("error_code", "INTERNAL");              // 45
        b.putString("error_message", "Tool failed: " + text); }                                   // 46
    static Bundle viaFail(String m) { Bundle b = new Bundle(); try { run(m); }
        catch (IOException e) { fail(b, e.getMessage()); } return b; }                            // 50 TP 607 (helper given the Bundle)
    static Bundle viaFailFixed(String m) { Bundle b = new Bundle(); fail(b, "disk full"); return b; } // 55 near miss
    static Bundle viaKotlin(String m) { Bundle b = new Bundle(); try { run(m); }
        catch (IOException e) { b.putString("error_message", DescribeKt.describe(e)); } return b; } // 60 TP 607 (Kotlin string template)
    static Bundle viaKotlinCode(String m) { Bundle b = new Bundle(); try { run(m); }
        catch (IOException e) { b.putString("error_message", DescribeKt.describeCode(e)); } return b; } // 65 near miss
    static void remember(Result.Failure f) { last = f; }                                          // 68
    static Bundle viaLast(String m) { Bundle b = new Bundle(); Result.Failure f = last;           // 71
        if (f != null) b.putString("error_message", f.getMessage()); return b; }                  // 72 TP 607, said to be per field (the object read is not tied to attempt's)
    static Result.Failure notFound() { return new Result.Failure("No such note"); }               // 75
    static Bundle viaFactory(String m) { Bundle b = new Bundle(); Result.Failure f = notFound();  // 77-78
        b.putString("error_message", f.getMessage()); return b; }                                 // 79 near miss (the factory's own Failure holds fixed text)
}
// ToolProvider.java: call() reads Binder.getCallingUid() (line 20) and calls viaResult ... viaFactory (lines 21-31).
