package com.dtable;                                                             // 1

import android.content.ContentProvider;
import android.database.sqlite.SQLiteDatabase;
import android.os.Binder;
import android.os.Bundle;
import java.util.HashMap;
import java.util.Map;

/**
 * Tools dispatched through a map (the line numbers are the smali's .line
 * directives). ReportTool reads deadline_at_ms before its insert; PurgeTool
 * deletes without reading it, and nothing on its path does: CETP619 at
 * call(), a warning. (rev102_j1's interceptor chain is the near miss: there
 * the interceptor that reads the deadline goes on to the effects through
 * the chain, so their order decides, and CETP619 says it cannot tell.)
 */
public class TableProvider extends ContentProvider {
    SQLiteDatabase db;
    final Map<String, Tool> tools = new HashMap<>();                           // 20

    @Override
    public boolean onCreate() {
        db = getContext().openOrCreateDatabase("t.db", 0, null);               // 24
        tools.put("purge_logs", new PurgeTool(db));                             // 25
        tools.put("long_report", new ReportTool(db));                           // 26
        return true;                                                            // 27
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        if (Binder.getCallingUid() != 10123) {                                  // 32
            return null;                                                        // 33
        }
        if (!"execute_tool".equals(method)) {                                   // 35
            return null;                                                        // 36
        }
        Tool tool = tools.get(extras.getString("tool_name"));                   // 38
        if (tool == null) {                                                     // 39
            return null;                                                        // 40
        }
        return tool.run(extras);                                                // 42
    }
}

// Tool.java
interface Tool {
    Bundle run(Bundle request);
}

// PurgeTool.java
final class PurgeTool implements Tool {
    private final SQLiteDatabase db;
    PurgeTool(SQLiteDatabase db) { this.db = db; }                              // 7
    @Override public Bundle run(Bundle request) {
        db.delete("logs", null, null);                                          // 10
        return new Bundle();                                                    // 11
    }
}

// ReportTool.java
final class ReportTool implements Tool {
    private final SQLiteDatabase db;
    ReportTool(SQLiteDatabase db) { this.db = db; }                             // 7
    @Override public Bundle run(Bundle request) {
        if (request.getLong("deadline_at_ms") <= System.currentTimeMillis()) {  // 10
            return null;                                                        // 11
        }
        db.insert("reports", null, null);                                       // 13
        return new Bundle();                                                    // 14
    }
}
