package com.pr;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Context;
import android.content.SharedPreferences;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import java.io.IOException;

public class PrProvider extends ContentProvider {
    private Store store;
    private SharedPreferences one;
    private SharedPreferences two;

    @Override
    public boolean onCreate() {
        store = new Store(getContext().getSharedPreferences("pr", Context.MODE_PRIVATE));
        one = getContext().getSharedPreferences("one", Context.MODE_PRIVATE);
        two = getContext().getSharedPreferences("two", Context.MODE_PRIVATE);
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        if (extras == null || Binder.getCallingUid() != 10234 || !"execute_tool".equals(method)) {
            return new Bundle();
        }
        String tool = extras.getString("tool_name", "");
        switch (tool) {
            case "other_key": return otherKey();
            case "cross_file": return crossFile();
            case "cleared": return cleared();

            case "deep": return deep();
            case "null_write": return nullWrite();
            default: return new Bundle();
        }
    }

    // 1: exception stored under a.err, b.err (only constants) read back: silent expected
    private Bundle otherKey() {
        String last = store.get("b.err");
        if (last != null) {
            return error("other_key: " + last);
        }
        try { pull(); } catch (IOException e) { store.put("a.err", e.getMessage()); store.put("b.err", "fixed"); }
        return ok();
    }

    // 2: exception written to file one, same key read from file two: real store differs
    private Bundle crossFile() {
        String last = two.getString("x.err", null);
        if (last != null) {
            return error("cross_file: " + last);
        }
        try { pull(); } catch (IOException e) { one.edit().putString("x.err", e.getMessage()).apply(); }
        return ok();
    }

    // 3: exception stored, read, then removed: still a leak of the one stored (expected CETP607)
    private Bundle cleared() {
        String last = store.get("c.err");
        if (last != null) {
            store.clear("c.err");
            return error("cleared: " + last);
        }
        try { pull(); } catch (IOException e) { store.put("c.err", e.getMessage()); }
        return ok();
    }

    // 4: key from the request, exception text; d.err read (only a constant written): expected CETP607 (conservative)
    private Bundle reqKey(String slot) {
        String last = store.get("d.err");
        if (last != null) {
            return error("req_key: " + last);
        }
        try { pull(); } catch (IOException e) { store.put("z.err", "constant"); }
        store.put("d.err", "none");
        return ok();
    }

    // 5: write and read each through two/three helpers: expected CETP607
    private Bundle deep() {
        String last = store.get3("e.err");
        if (last != null) {
            return error("deep: " + last);
        }
        try { pull(); } catch (IOException e) { store.put2("e.err", e.getMessage()); }
        return ok();
    }

    // 6: exception put then overwritten with null on the same path: the stored value is null: silent expected (flow-insensitive ok?)
    private Bundle nullWrite() {
        String last = one.getString("f.err", "never failed");
        if (last != null) {
            return error("null_write: " + last);
        }
        try { pull(); } catch (IOException e) {
            SharedPreferences.Editor ed = one.edit();
            ed.putString("f.err", e.getMessage());
            ed.putString("f.err", null);
            ed.apply();
        }
        return ok();
    }

    private void pull() throws IOException {
        if (System.currentTimeMillis() < 0) {
            throw new IOException("unreachable");
        }
    }

    private static Bundle error(String message) {
        Bundle b = new Bundle();
        b.putString("error_code", "UNAVAILABLE");
        b.putString("error_message", message);
        return b;
    }

    private static Bundle ok() {
        Bundle b = new Bundle();
        b.putString("result", "{}");
        return b;
    }

    @Override public Cursor query(Uri uri, String[] p, String s, String[] a, String o) { return null; }
    @Override public String getType(Uri uri) { return null; }
    @Override public Uri insert(Uri uri, ContentValues values) { return null; }
    @Override public int delete(Uri uri, String s, String[] a) { return 0; }
    @Override public int update(Uri uri, ContentValues values, String s, String[] a) { return 0; }
}
