package com.e5;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
/** e5: the tool log_meal's whole effect is a row appended to the user's meal_log table; no deadline read. Expected: CETP619 warning. */
public class MealProvider extends ContentProvider {
    SQLiteDatabase db;
    @Override public boolean onCreate() { db = SQLiteDatabase.openOrCreateDatabase("/data/m.db", null); return true; }
    @Override public Bundle call(String method, String arg, Bundle extras) {
        if (Binder.getCallingUid() != 10123) return null;
        if (!"execute_tool".equals(method)) return null;
        if (!"log_meal".equals(extras.getString("tool_name"))) return null;
        ContentValues v = new ContentValues();
        v.put("food", extras.getString("food"));
        v.put("kcal", extras.getInt("kcal"));
        db.insert("meal_log", null, v);
        Bundle out = new Bundle();
        out.putString("status", "ok");
        return out;
    }
    @Override public Cursor query(Uri u, String[] p, String s, String[] a, String o) { return null; }
    @Override public String getType(Uri u) { return null; }
    @Override public Uri insert(Uri u, ContentValues v) { return null; }
    @Override public int delete(Uri u, String s, String[] a) { return 0; }
    @Override public int update(Uri u, ContentValues v, String s, String[] a) { return 0; }
}
