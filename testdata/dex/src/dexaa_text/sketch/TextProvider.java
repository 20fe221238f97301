package com.example.daa;                                                      // 1

import android.content.ContentProvider;
import android.os.Binder;
import android.os.Bundle;
import java.security.SecureRandom;
import java.util.Locale;
// javac 17 + D8 --min-api 26.
public class TextProvider extends ContentProvider {                          // 9
    @Override public boolean onCreate() { return true; }                     // 10
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                    // 13
        // 14-18: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        String tool = extras.getString("tool_name");                         // 20
        boolean pretty = extras.getBoolean("pretty");                        // 21
        if ("branch_job".equals(tool)) return branchJob(pretty);             // 22
        if ("branch_copy_job".equals(tool)) return branchCopyJob(pretty);    // 23
        if ("split_job".equals(tool)) return splitJob(pretty);               // 24
        if ("split_copy_job".equals(tool)) return splitCopyJob(pretty);      // 25
        if ("loop_job".equals(tool)) return loopJob();                       // 26
        if ("loop_copy_job".equals(tool)) return loopCopyJob();              // 27
        if ("init_job".equals(tool)) return initJob();                       // 28
        if ("init_copy_job".equals(tool)) return initCopyJob();              // 29
        if ("helper_job".equals(tool)) return helperJob();                   // 30
        if ("helper_copy_job".equals(tool)) return helperCopyJob();          // 31
        if ("kt_helper_job".equals(tool)) return TextsKt.ktHelperJob();      // 32
        if ("kt_helper_copy_job".equals(tool)) return TextsKt.ktHelperCopyJob(); // 33
        if ("deep_job".equals(tool)) return deepJob();                       // 34
        if ("deep_copy_job".equals(tool)) return deepCopyJob();              // 35
        return Replies.error("TOOL_NOT_FOUND", "no such tool");              // 36
    }
    private Bundle branchJob(boolean pretty) {                               // 36
        StringBuilder sb = new StringBuilder();                              // 37
        sb.append("{\"operation_id\":\"");                                   // 38
        if (pretty) {                                                        // 39
            sb.append(OpIds.secure());                                       // 40
        } else {
            sb.append(OpIds.next());                                         // 42  TP CETP613 (the else branch: Random)
        }
        sb.append("\"}");                                                    // 44
        return Replies.success(sb.toString());                               // 45
    }
    private Bundle branchCopyJob(boolean pretty) {                           // 47
        StringBuilder sb = new StringBuilder();                              // 48
        sb.append("{\"operation_id\":\"");                                   // 49
        if (pretty) {                                                        // 50
            sb.append(OpIds.secure());                                       // 51
        } else {
            sb.append(OpIds.secure().toUpperCase(Locale.ROOT));              // 53  NM CETP613 (SecureRandom on both branches)
        }
        sb.append("\",\"trace_id\":\"").append(OpIds.next()).append("\"}");  // 55  (Random only under trace_id)
        return Replies.success(sb.toString());                               // 56
    }
    private Bundle splitJob(boolean pretty) {                                // 58
        StringBuilder sb = new StringBuilder("{");                           // 59
        if (pretty) {                                                        // 60
            sb.append("\"operation_id\": \"");                               // 61
        } else {
            sb.append("\"operation_id\":\"");                                // 63
        }
        sb.append(OpIds.next()).append("\"}");                               // 65  TP CETP613
        return Replies.success(sb.toString());                               // 66
    }
    private Bundle splitCopyJob(boolean pretty) {                            // 68
        StringBuilder sb = new StringBuilder("{");                           // 69
        if (pretty) {                                                        // 70
            sb.append("\"operation_id\": \"");                               // 71
        } else {
            sb.append("\"operation_id\":\"");                                // 73
        }
        sb.append(OpIds.secure()).append("\"}");                             // 75  NM CETP613
        return Replies.success(sb.toString());                               // 76
    }
    private Bundle loopJob() {                                               // 78
        java.util.Random rng = new java.util.Random();                       // 79
        StringBuilder sb = new StringBuilder();                              // 80
        sb.append("{\"operation_id\":\"");                                   // 81
        for (int i = 0; i < 4; i++) {                                        // 82
            if (i > 0) sb.append('-');                                       // 83
            sb.append(Integer.toHexString(rng.nextInt()));                   // 84  TP CETP613
        }
        return Replies.success(sb.append("\"}").toString());                 // 86
    }
    private Bundle loopCopyJob() {                                           // 88
        SecureRandom rng = new SecureRandom();                               // 89
        StringBuilder sb = new StringBuilder();                              // 90
        sb.append("{\"operation_id\":\"");                                   // 91
        for (int i = 0; i < 4; i++) {                                        // 92
            if (i > 0) sb.append('-');                                       // 93
            sb.append(Integer.toHexString(rng.nextInt()));                   // 94  NM CETP613
        }
        return Replies.success(sb.append("\"}").toString());                 // 96
    }
    private Bundle initJob() {                                               // 98
        return Replies.success(new StringBuilder("{\"operation_id\":\"").append(OpIds.next()).append("\"}").toString()); // 99  TP CETP613
    }
    private Bundle initCopyJob() {                                           // 101
        return Replies.success(new StringBuilder("{\"trace_id\":\"").append(OpIds.next())
                .append("\",\"operation_id\":\"").append(OpIds.secure()).append("\"}").toString()); // 102  NM CETP613
    }
    private Bundle helperJob() {                                             // 104
        return Replies.success(Texts.fmt("{\"operation_id\":\"%s\"}", OpIds.next())); // 105  TP CETP613
    }
    private Bundle helperCopyJob() {                                         // 107
        return Replies.success(Texts.fmt("{\"operation_id\":\"%s\",\"trace_id\":\"%s\"}",
                OpIds.secure(), OpIds.next()));                              // 108  NM CETP613
    }
    private Bundle deepJob() {                                               // 110
        return Replies.success(Texts.deep1("{\"operation_id\":\"%s\"}", OpIds.next())); // 111  note CETP613 (four helpers deep)
    }
    private Bundle deepCopyJob() {                                           // 113
        return Replies.success(Texts.deep1("{\"trace_id\":\"%s\"}", OpIds.next()));     // 114  NM CETP613 (no token in the format)
    }
}
