package com.cellarbook.cellar;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Intent;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import com.cellarbook.core.Replies;
import com.cellarbook.core.Tokens;
import com.cellarbook.data.Bottle;
import com.cellarbook.ui.ConfirmActivity;
import com.tencent.mmkv.MMKV;
import io.realm.Realm;
import net.zetetic.database.sqlcipher.SQLiteDatabase;
import org.json.JSONObject;

/** Cellar tools: search, tasting notes, removing and drinking bottles. */
public class CellarProvider extends ContentProvider {
    private static final String TOOLS = "[{\"name\":\"search_bottles\",\"effect\":\"read\"},{\"name\":\"log_tasting\",\"effect\":\"write\"},{\"name\":\"remove_bottle\",\"effect\":\"delete\"},{\"name\":\"drink_bottle\",\"effect\":\"delete\"}]";
    private SQLiteDatabase db;

    @Override
    public boolean onCreate() {
        db = SQLiteDatabase.openOrCreateDatabase(getContext().getDatabasePath("cellar.db"), "cellarbook", null, null);
        return true;
    }

    private boolean trusted(int uid) {
        String[] pkgs = getContext().getPackageManager().getPackagesForUid(uid);
        if (pkgs == null) {
            return false;
        }
        for (String p : pkgs) {
            if ("com.cellarbook.companion".equals(p)) {
                return true;
            }
        }
        return false;
    }

    @Override
    public Bundle call(String method, String arg, Bundle req) {
        int uid = Binder.getCallingUid();
        if (!trusted(uid)) {
            return Replies.error("PERMISSION_DENIED", "caller not allowed");
        }
        try {
            if ("negotiate".equals(method)) {
                String token = Long.toHexString(System.currentTimeMillis());
                MMKV.defaultMMKV().encode("s_" + token, uid);
                Bundle b = Replies.ok("{}");
                b.putString("session_token", token);
                return b;
            }
            if ("list_tools".equals(method)) {
                return Replies.ok(TOOLS);
            }
            JSONObject args = new JSONObject(req.getString("args", "{}"));
            String tool = req.getString("tool_name", "");
            if ("log_tasting".equals(tool)) {
                MMKV.defaultMMKV().encode("tasting_" + args.optString("bottle_id"), args.optString("note"));
                return Replies.ok("{\"logged\":true}");
            }
            if (req.getLong("deadline_at_ms", 0L) <= System.currentTimeMillis()) {
                return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
            }
            return execute(tool, args, req.getString("resume_token"));
        } catch (Exception e) {
            Log.w("CellarProvider", "call failed", e);
            return Replies.error("INTERNAL", "tool failed: " + e.getMessage());
        }
    }

    private Bundle execute(String tool, JSONObject args, String resume) {
        if ("search_bottles".equals(tool)) {
            Cursor c = db.rawQuery("SELECT id, name, vintage FROM bottles WHERE name LIKE '%" + args.optString("text") + "%'", null);
            int n = c.getCount();
            c.close();
            return Replies.ok("{\"matches\":" + n + "}");
        }
        if ("remove_bottle".equals(tool)) {
            String id = args.optString("bottle_id");
            if (!args.optBoolean("confirmed")) {
                return Replies.needsUser(confirmScreen(id), Tokens.fresh());
            }
            db.delete("bottles", "id = ?", new String[] {id});
            return Replies.ok("{\"removed\":true}");
        }
        if ("drink_bottle".equals(tool)) {
            return drink(args, resume);
        }
        return Replies.error("UNKNOWN_TOOL", "unknown tool");
    }

    private Bundle drink(JSONObject args, String resume) {
        if (resume != null) {
            String held = MMKV.defaultMMKV().decodeString("r_" + resume);
            if (held != null) {
                Realm.getDefaultInstance().executeTransaction(r -> r.where(Bottle.class).equalTo("id", held).findAll().deleteAllFromRealm());
                return Replies.ok("{\"drunk\":true}");
            }
        }
        String id = args.optString("bottle_id");
        String token = Tokens.fresh();
        MMKV.defaultMMKV().encode("r_" + token, id);
        return Replies.needsUser(confirmScreen(id), token);
    }

    private PendingIntent confirmScreen(String id) {
        Intent i = new Intent(getContext(), ConfirmActivity.class);
        i.putExtra("bottle_id", id);
        return PendingIntent.getActivity(getContext(), 0, i, 0x0c000000);
    }

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        return null;
    }

    @Override
    public String getType(Uri uri) {
        return null;
    }

    @Override
    public Uri insert(Uri uri, ContentValues values) {
        return null;
    }

    @Override
    public int delete(Uri uri, String selection, String[] selectionArgs) {
        return 0;
    }

    @Override
    public int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        return 0;
    }
}
