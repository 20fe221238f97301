package com.dbase;                                                              // 1

import android.content.ContentProvider;
import android.database.sqlite.SQLiteDatabase;
import android.os.Binder;
import android.os.Bundle;
import java.util.HashMap;
import java.util.Map;

// Template method: Tool.run checks the deadline through the overridable
// expired() before doRun. PurgeTool keeps the base check; StatusTool (no
// effect, an instant answer) overrides expired() to return false.
// Expected: no CETP619 (the delete runs only after Tool.expired checked).
public class TableProvider extends ContentProvider {
    SQLiteDatabase db;
    final Map<String, Tool> tools = new HashMap<>();                           // 16

    @Override
    public boolean onCreate() {
        db = getContext().openOrCreateDatabase("t.db", 0, null);               // 20
        tools.put("purge_logs", new PurgeTool(db));                             // 21
        tools.put("status", new StatusTool());                                  // 22
        return true;                                                            // 23
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        if (Binder.getCallingUid() != 10123) return null;                      // 28
        if (!"execute_tool".equals(method)) return null;                       // 29
        Tool tool = tools.get(extras.getString("tool_name"));                   // 30
        if (tool == null) return null;                                          // 31
        return tool.run(extras);                                                // 32
    }
}

abstract class Tool {
    final Bundle run(Bundle request) {
        if (expired(request)) {                                                 // 38
            Bundle b = new Bundle();                                            // 39
            b.putString("error_code", "DEADLINE_EXCEEDED");                     // 40
            return b;                                                           // 41
        }
        return doRun(request);                                                  // 43
    }
    boolean expired(Bundle request) {
        return request.getLong("deadline_at_ms") <= System.currentTimeMillis(); // 46
    }
    abstract Bundle doRun(Bundle request);
}

final class PurgeTool extends Tool {
    private final SQLiteDatabase db;
    PurgeTool(SQLiteDatabase db) { this.db = db; }                              // 53
    @Override Bundle doRun(Bundle request) {
        db.delete("logs", null, null);                                          // 55
        return new Bundle();                                                    // 56
    }
}

final class StatusTool extends Tool {
    @Override boolean expired(Bundle request) { return false; }                 // 61
    @Override Bundle doRun(Bundle request) {
        Bundle b = new Bundle();                                                // 63
        b.putString("status", "ok");                                            // 64
        return b;                                                               // 65
    }
}
