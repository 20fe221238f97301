package com.example.dzf;                                                      // 1

import android.content.ContentProvider;
import android.os.Binder;
import android.os.Bundle;
import java.util.Locale;

// javac 17 + D8 --min-api 26.
public class FormatProvider extends ContentProvider {                        // 9
    @Override public boolean onCreate() { return true; }                     // 10
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                    // 13
        // 14-18: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        String tool = extras.getString("tool_name");                         // 20
        if ("start_job".equals(tool)) return startJob();                     // 21
        if ("copy_job".equals(tool)) return copyJob();                       // 22
        if ("pair_job".equals(tool)) return pairJob();                       // 23
        if ("kt_job".equals(tool)) return JobsKt.ktJob();                    // 24
        if ("kt_copy_job".equals(tool)) return JobsKt.ktCopyJob();           // 25
        return Replies.error("TOOL_NOT_FOUND", "no such tool");              // 26
    }
    private Bundle startJob() {
        return Replies.success(String.format("{\"operation_id\":\"%s\"}", OpIds.next())); // 29  TP CETP613
    }
    private Bundle copyJob() {
        return Replies.success(String.format(Locale.ROOT,
                "{\"operation_id\":\"%s\",\"trace_id\":\"%s\"}", OpIds.secure(), OpIds.next())); // 33  NM CETP613 (Random only under trace_id)
    }
    private Bundle pairJob() {
        return Replies.success(String.format("{\"operation_id\":\"%s\"}", (Object[]) OpIds.pair())); // 36  note: array made in pair()
    }
}
