// Sketch of rev13a_err (javac + D8; ToolError/ToolResult are Kotlin).
package com.example.r13e;

final class Errors {
    static void run(String m) throws ToolFailure { if (m == null) throw new ToolFailure("path /data/data/com.example.r13e/db missing"); } // 8
    static Bundle formatted(String m) { Bundle b = new Bundle(); try { run(m); } catch (Exception e) { b.putString("error_message", String.format("Tool failed: %s", e)); } return b; } // 15 TP 607 (found)
    static Bundle guava(String m) { Bundle b = new Bundle(); try { run(m); } catch (Exception e) { b.putString("error_message", Throwables.getStackTraceAsString(e)); } return b; } // 25 TP 607
    static Bundle enumMessage(String m) { Bundle b = new Bundle(); b.putString("error_message", ToolError.NOT_FOUND.getMessage()); return b; } // 33 near miss 607
    static Bundle custom(String m) { try { run(m); return new Bundle(); } catch (ToolFailure f) { return failure(f); } }        // 41
    static Bundle failure(ToolFailure f) { Bundle b = new Bundle(); b.putString("error_message", f.getMessage()); return b; } // 46 TP 607
    static ToolResult sealedResult(String m) { try { run(m); return null; } catch (Exception e) { return new ToolResult.Failure(String.valueOf(e.getMessage())); } } // 54
    static Bundle sealedBundle(String m) { Bundle b = new Bundle(); ToolResult r = sealedResult(m);
        if (r instanceof ToolResult.Failure) b.putString("error_message", ((ToolResult.Failure) r).getMessage()); return b; } // 60 TP 607
}
// public final class ToolFailure extends Exception { ToolFailure(String m) { super(m); } }
// ToolError.kt:  enum class ToolError(val message: String) { NOT_FOUND("No such note") }
// ToolResult.kt: sealed class ToolResult { data class Failure(val message: String) : ToolResult() }  (only the parts used)
