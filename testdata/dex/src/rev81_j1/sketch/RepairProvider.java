package com.spokeshop.repairs;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import com.google.gson.Gson;
import com.spokeshop.core.Replies;
import com.spokeshop.core.Screens;
import com.spokeshop.ui.CancelConfirmActivity;
import io.reactivex.rxjava3.core.Completable;
import io.reactivex.rxjava3.core.Single;
import io.reactivex.rxjava3.schedulers.Schedulers;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** SpokeShop's workshop tools: book, cancel and look up repairs, search spare parts. */
public class RepairProvider extends ContentProvider {
    static final String TAG = "SpokeShop";
    static final String PARTNER = "com.spokeshop.partner";
    static final String TOOLS = "{\"revision\":\"repairs-2\",\"tools\":[]}";

    private final Map<String, Integer> sessions = new ConcurrentHashMap<>();
    private final Map<String, String> pending = new ConcurrentHashMap<>();
    private final Gson gson = new Gson();
    private SQLiteDatabase db;

    @Override
    public boolean onCreate() {
        db = getContext().openOrCreateDatabase("repairs.db", 0, null);
        return true;
    }

    boolean partner(int uid) {
        String[] pkgs = getContext().getPackageManager().getPackagesForUid(uid);
        if (pkgs == null) {
            return false;
        }
        for (String p : pkgs) {
            if (PARTNER.equals(p)) {
                return true;
            }
        }
        return false;
    }

    static String newToken() {
        return Long.toHexString(System.currentTimeMillis());
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (!partner(uid)) {
            return Replies.error("PERMISSION_DENIED", "caller not allowed");
        }
        Bundle req = extras != null ? extras : new Bundle();
        if ("negotiate".equals(method)) {
            String token = newToken();
            sessions.put(token, uid);
            Bundle b = Replies.ok("{\"selected_version\":2}");
            b.putString("session_token", token);
            return b;
        }
        if (!sessions.containsKey(req.getString("session_token", ""))) {
            return Replies.error("NEGOTIATION_REQUIRED", "negotiate first");
        }
        if ("list_tools".equals(method)) {
            return Replies.ok(TOOLS);
        }
        if (!"execute_tool".equals(method)) {
            return Replies.error("METHOD_NOT_FOUND", "unknown method");
        }
        if (Replies.expired(req)) {
            return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
        }
        RepairRequest r = gson.fromJson(req.getString("args", "{}"), RepairRequest.class);
        return execute(req.getString("tool_name", ""), r, uid);
    }

    Bundle execute(String tool, RepairRequest r, int uid) {
        switch (tool) {
            case "book_repair":
                return book(r);
            case "cancel_repair":
                return cancel(r);
            case "search_parts":
                return searchParts(r);
            case "my_repairs":
                return myRepairs(uid);
            default:
                return Replies.error("TOOL_NOT_FOUND", "unknown tool");
        }
    }

    Bundle book(RepairRequest r) {
        SQLiteDatabase d = db;
        String bike = r.bikeId;
        String issue = r.issue;
        String owner = r.callerPackage;
        Completable.fromAction(() -> d.execSQL("INSERT INTO repairs(bike, issue, owner) VALUES (?, ?, ?)",
                new Object[] {bike, issue, owner}))
                .subscribeOn(Schedulers.io())
                .blockingAwait();
        return Replies.ok("{\"booked\":true}");
    }

    Bundle cancel(RepairRequest r) {
        String id = r.repairId;
        if (!r.confirmed) {
            String token = newToken();
            pending.put(token, id);
            return Replies.needsUser(Screens.confirm(getContext(), CancelConfirmActivity.class, "repair_id", id), token);
        }
        SQLiteDatabase d = db;
        Completable.fromAction(() -> d.delete("repairs", "id = ?", new String[] {id}))
                .subscribeOn(Schedulers.io())
                .blockingAwait();
        return Replies.ok("{\"cancelled\":true}");
    }

    Bundle searchParts(RepairRequest r) {
        String text = r.text;
        return Single.just(db)
                .map(x -> Replies.count("parts", x.rawQuery("SELECT id, name FROM parts WHERE name LIKE '%" + text + "%'", null)))
                .onErrorReturn(e -> {
                    Log.w(TAG, "search_parts failed", e);
                    return Replies.error("INTERNAL_ERROR", "the parts could not be searched");
                })
                .subscribeOn(Schedulers.io())
                .blockingGet();
    }

    Bundle myRepairs(int uid) {
        SQLiteDatabase d = db;
        return Single.fromCallable(() -> Replies.count("repairs",
                d.rawQuery("SELECT id FROM repairs WHERE uid = ?", new String[] {Integer.toString(uid)})))
                .subscribeOn(Schedulers.io())
                .blockingGet();
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
