package com.fridgenet.swap;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Context;
import android.content.Intent;
import android.database.Cursor;
import android.database.DatabaseUtils;
import android.database.sqlite.SQLiteDatabase;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import com.fridgenet.core.Replies;
import com.fridgenet.core.TokenStore;
import com.fridgenet.ui.ConfirmActivity;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** FridgeNet's swap shelf: members tag and claim shared food. */
public class SwapProvider extends ContentProvider {
    static final String TAG = "FridgeSwap";
    static final String TOOLS = "{\"revision\":\"swap-1\",\"tools\":[]}";

    private TokenStore tokens;
    private SQLiteDatabase db;

    @Override
    public boolean onCreate() {
        Context ctx = getContext();
        tokens = new TokenStore(ctx);
        db = ctx.openOrCreateDatabase("swap.db", 0, null);
        return true;
    }

    boolean allowed(int uid) {
        String[] pkgs = getContext().getPackageManager().getPackagesForUid(uid);
        if (pkgs == null) {
            return false;
        }
        String pkg = pkgs[0];
        return getContext().getPackageManager().checkSignatures(pkg, getContext().getPackageName()) == 0;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (!allowed(uid)) {
            return Replies.error("PERMISSION_DENIED", "caller not allowed");
        }
        try {
            if ("negotiate".equals(method)) {
                String token = TokenStore.fresh();
                tokens.putSession(token, uid);
                Bundle b = Replies.ok("{\"selected_version\":2}");
                b.putString("session_token", token);
                return b;
            }
            if (!tokens.sessionOk(extras.getString("session_token"), uid)) {
                return Replies.error("NEGOTIATION_REQUIRED", "negotiate first");
            }
            if ("list_tools".equals(method)) {
                return Replies.ok(TOOLS);
            }
            JSONObject args = new JSONObject(extras.getString("args", "{}"));
            String tool = extras.getString("tool_name", "");
            if ("tag_items".equals(tool)) {
                return tagItems(args);
            }
            if ("claim_share".equals(tool)) {
                return claimShare(args, extras.getString("resume_token"), uid);
            }
            if ("shelf_summary".equals(tool)) {
                return summary(args);
            }
            return Replies.error("TOOL_NOT_FOUND", "unknown tool");
        } catch (Exception e) {
            Log.w(TAG, "tool failed", e);
            return Replies.error("INTERNAL_ERROR", "the tool could not run");
        }
    }

    Bundle tagItems(JSONObject args) throws JSONException {
        String tag = args.getString("tag");
        List<String> items = names(args.getJSONArray("items"));
        SQLiteDatabase shares = db;
        List<String> picked = items.stream().filter(s -> !s.isEmpty()).map(String::trim).collect(Collectors.toList());
        picked.forEach(s -> shares.execSQL("UPDATE shares SET tag = '" + tag + "' WHERE name = '" + s + "'"));
        items.forEach(s -> shares.execSQL("UPDATE shares SET seen = 1 WHERE name = ?", new Object[] {s}));
        return Replies.ok("{\"tagged\":" + picked.size() + "}");
    }

    static List<String> names(JSONArray a) throws JSONException {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < a.length(); i++) {
            out.add(a.getString(i));
        }
        return out;
    }

    Bundle claimShare(JSONObject args, String resume, int uid) throws JSONException {
        if (resume != null) {
            String item = tokens.resumeItem(resume);
            if (item != null) {
                String claimant = Optional.ofNullable(args.optString("caller_package", null)).orElse(getCallingPackage());
                db.execSQL("UPDATE shares SET claimant = ? WHERE name = ?", new Object[] {claimant, item});
                return Replies.ok("{\"claimed\":true}");
            }
        }
        String token = "r" + System.currentTimeMillis();
        tokens.putResume(token, uid, args.getString("item"));
        return Replies.needsUser(claimScreen(), token);
    }

    PendingIntent claimScreen() {
        Context ctx = getContext();
        Intent i = new Intent(ctx, ConfirmActivity.class);
        return PendingIntent.getActivity(ctx, 0, i, PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
    }

    Bundle summary(JSONObject args) {
        try {
            String shelf = Optional.ofNullable(args.optString("shelf", null)).map(String::trim).orElse("main");
            long n = DatabaseUtils.queryNumEntries(db, "shares", "shelf = ?", new String[] {shelf});
            return Replies.ok("{\"count\":" + n + "}");
        } catch (RuntimeException e) {
            return Replies.error("INTERNAL_ERROR", e.getMessage());
        }
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
