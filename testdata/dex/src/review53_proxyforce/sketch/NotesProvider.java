package com.pxf;                                                                // 1

import android.content.ContentProvider;
import android.database.DatabaseUtils;
import android.database.sqlite.SQLiteDatabase;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;

// count_notes recounts through api.count() (a logging proxy of NoteApi whose
// handler forwards the one Method it is given; NoteStore.count only counts)
// when the request says "force", else answers the cached count. The flag
// decides no side effect. Expected: no CETP614 at line 38.
public class NotesProvider extends ContentProvider {
    private NoteApi api;
    private int cached;

    @Override
    public boolean onCreate() {
        SQLiteDatabase db = getContext().openOrCreateDatabase("n.db", 0, null); // 23
        api = (NoteApi) Proxy.newProxyInstance(NoteApi.class.getClassLoader(),  // 24
                new Class<?>[] {NoteApi.class}, new AuditHandler(new NoteStore(db)));
        return true;                                                            // 26
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        if (Binder.getCallingUid() != 10123) return null;                      // 31
        if (!"execute_tool".equals(method)) return null;                       // 32
        if (extras.getString("session_token") == null) return null;            // 33
        if (extras.getLong("deadline_at_ms") <= System.currentTimeMillis()) return null; // 34
        String tool = extras.getString("tool_name");                            // 35
        Bundle out = new Bundle();                                              // 36
        if ("count_notes".equals(tool)) {                                       // 37
            if (extras.getBoolean("force")) {                                   // 38
                cached = api.count();                                           // 39
            }
            out.putInt("count", cached);                                        // 41
        } else if ("purge_notes".equals(tool)) {                                // 42
            api.purge();                                                        // 43
        }
        return out;                                                             // 45
    }
}

interface NoteApi { int count(); void purge(); }

final class NoteStore implements NoteApi {
    private final SQLiteDatabase db;
    NoteStore(SQLiteDatabase db) { this.db = db; }                              // 50
    public int count() { return (int) DatabaseUtils.queryNumEntries(db, "notes"); } // 51
    public void purge() { db.delete("notes", null, null); }                     // 52
}

final class AuditHandler implements InvocationHandler {
    private final NoteStore target;
    AuditHandler(NoteStore target) { this.target = target; }                    // 57
    public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
        Log.i("pxf", "call " + method.getName());                               // 59
        return method.invoke(target, args);                                     // 60
    }
}
