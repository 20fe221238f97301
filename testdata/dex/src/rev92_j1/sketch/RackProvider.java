package com.cellarbook.rack;

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
import com.cellarbook.ui.ConfirmActivity;
import com.tencent.mmkv.MMKV;
import net.zetetic.database.sqlcipher.SQLiteDatabase;
import org.json.JSONObject;

/** Rack tools: finding a slot and taking a bottle out of its slot. */
public class RackProvider extends ContentProvider {
    private static final String TOOLS = "[{\"name\":\"find_slot\",\"effect\":\"read\"},{\"name\":\"take_out\",\"effect\":\"delete\"}]";
    private static final byte[] CELLAR_CERT = {
        (byte) 0x3a, (byte) 0x91, (byte) 0x0c, (byte) 0x7e, (byte) 0x55, (byte) 0xd2, (byte) 0x18, (byte) 0xa4,
        (byte) 0x6f, (byte) 0x02, (byte) 0xbb, (byte) 0x49, (byte) 0xe0, (byte) 0x13, (byte) 0x8d, (byte) 0x77,
        (byte) 0xc5, (byte) 0x2e, (byte) 0x90, (byte) 0x61, (byte) 0x0a, (byte) 0xf4, (byte) 0x3b, (byte) 0xd8,
        (byte) 0x24, (byte) 0x9e, (byte) 0x71, (byte) 0x05, (byte) 0xac, (byte) 0x5d, (byte) 0xe9, (byte) 0x16
    };
    private SQLiteDatabase db;

    @Override
    public boolean onCreate() {
        db = SQLiteDatabase.openOrCreateDatabase(getContext().getDatabasePath("cellar.db"), "cellarbook", null, null);
        return true;
    }

    private boolean trusted(int uid) {
        String[] pkgs = getContext().getPackageManager().getPackagesForUid(uid);
        if (pkgs == null || pkgs.length != 1) {
            return false;
        }
        return getContext().getPackageManager().hasSigningCertificate(uid, CELLAR_CERT, 1);
    }

    @Override
    public Bundle call(String method, String arg, Bundle req) {
        int uid = Binder.getCallingUid();
        if (!trusted(uid)) {
            return Replies.error("PERMISSION_DENIED", "caller not allowed");
        }
        MMKV kv = MMKV.defaultMMKV();
        try {
            if ("negotiate".equals(method)) {
                String token = Tokens.fresh();
                kv.encode("s_" + token, uid);
                Bundle b = Replies.ok("{}");
                b.putString("session_token", token);
                return b;
            }
            if (kv.decodeInt("s_" + req.getString("session_token", ""), -1) != uid) {
                return Replies.error("NEGOTIATION_REQUIRED", "negotiate first");
            }
            if ("list_tools".equals(method)) {
                return Replies.ok(TOOLS);
            }
            if (req.getLong("deadline_at_ms", 0L) <= System.currentTimeMillis()) {
                return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
            }
            JSONObject args = new JSONObject(req.getString("args", "{}"));
            String tool = req.getString("tool_name", "");
            if ("find_slot".equals(tool)) {
                Cursor c = db.rawQuery("SELECT slot FROM racks WHERE wine LIKE ?", new Object[] {"%" + args.optString("text") + "%"});
                int n = c.getCount();
                c.close();
                return Replies.ok("{\"slots\":" + n + "}");
            }
            if ("take_out".equals(tool)) {
                return takeOut(kv, args, uid, req.getString("resume_token"));
            }
            return Replies.error("UNKNOWN_TOOL", "unknown tool");
        } catch (Exception e) {
            Log.w("RackProvider", "call failed", e);
            return Replies.error("INTERNAL", "tool failed");
        }
    }

    private Bundle takeOut(MMKV kv, JSONObject args, int uid, String resume) {
        if (args.optBoolean("confirmed")) {
            Log.i("RackProvider", "consumer says confirmed; asking the user anyway");
        }
        if (resume != null && kv.decodeInt("u_" + resume, -1) == uid) {
            String slot = kv.decodeString("r_" + resume);
            kv.removeValueForKey("r_" + resume);
            kv.removeValueForKey("u_" + resume);
            db.delete("rack_slots", "slot = ?", new String[] {slot});
            return Replies.ok("{\"taken\":true}");
        }
        String slot = args.optString("slot");
        String token = Tokens.fresh();
        kv.encode("r_" + token, slot);
        kv.encode("u_" + token, uid);
        Intent i = new Intent(getContext(), ConfirmActivity.class);
        i.putExtra("slot", slot);
        PendingIntent pi = PendingIntent.getActivity(getContext(), 0, i, 0x0c000000);
        return Replies.needsUser(pi, token);
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
