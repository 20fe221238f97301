package com.seedvault.swap;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentUris;
import android.content.ContentValues;
import android.content.Intent;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import android.util.Log;
import com.seedvault.core.Deadlines;
import com.seedvault.core.LegacyCallers;
import com.seedvault.core.Replies;
import com.seedvault.core.Tokens;
import com.seedvault.data.SeedDao;
import com.seedvault.data.SeedDao_Impl;
import com.seedvault.data.SeedDb;
import java.io.File;
import java.io.FileNotFoundException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONException;
import org.json.JSONObject;

/** SeedVault's seed-swap tools; also the legacy content API of the swap catalog. */
public class SwapProvider extends ContentProvider {
    static final String TAG = "SeedVault";
    static final String TOOLS = "{\"revision\":\"swap-3\",\"tools\":[]}";

    private final Map<String, Integer> sessions = new ConcurrentHashMap<>();
    private SeedDao dao;

    @Override
    public boolean onCreate() {
        dao = new SeedDao_Impl(SeedDb.open(getContext()));
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (!LegacyCallers.trusted(getContext(), uid)) {
            return Replies.error("PERMISSION_DENIED", "caller not allowed");
        }
        Bundle req = extras != null ? extras : new Bundle();
        if ("negotiate".equals(method)) {
            String token = Tokens.fresh();
            sessions.put(token, uid);
            Bundle b = Replies.ok("{\"selected_version\":2}");
            b.putString("session_token", token);
            return b;
        }
        if ("list_tools".equals(method)) {
            return Replies.ok(TOOLS);
        }
        if (!"execute_tool".equals(method)) {
            return Replies.error("METHOD_NOT_FOUND", "unknown method");
        }
        try {
            JSONObject args = new JSONObject(req.getString("args", "{}"));
            String tool = req.getString("tool_name", "");
            if ("claim_offer".equals(tool)) {
                return claim(args, uid);
            }
            if (Deadlines.expired(req)) {
                return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
            }
            return execute(tool, args);
        } catch (Exception e) {
            Log.w(TAG, "tool failed", e);
            return Replies.error("INTERNAL_ERROR", "the tool could not run");
        }
    }

    Bundle claim(JSONObject args, int uid) throws JSONException {
        long offer = args.getLong("offer_id");
        if (!args.optBoolean("confirmed")) {
            return Replies.needsUser(claimScreen(offer), Tokens.fresh());
        }
        dao.claim(offer, uid);
        return Replies.ok("{\"claimed\":true}");
    }

    PendingIntent claimScreen(long offer) {
        Intent i = new Intent();
        i.setClassName("org.gardenclub.companion", "org.gardenclub.companion.ClaimActivity");
        i.putExtra("offer_id", offer);
        return PendingIntent.getActivity(getContext(), 0, i, PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
    }

    private Bundle execute(String tool, JSONObject args) throws Exception {
        if ("search_offers".equals(tool)) {
            Cursor c = dao.search(args.getString("text"));
            return Replies.ok("{\"count\":" + count(c) + "}");
        }
        if ("offers_by_species".equals(tool)) {
            Cursor c = dao.offersBySpecies(args.getString("species"));
            return Replies.ok("{\"count\":" + count(c) + "}");
        }
        if ("export_catalog".equals(tool)) {
            File f = new File(getContext().getCacheDir(), "catalog.json");
            ParcelFileDescriptor fd = ParcelFileDescriptor.open(f,
                    ParcelFileDescriptor.MODE_READ_WRITE | ParcelFileDescriptor.MODE_CREATE);
            Bundle b = Replies.file();
            b.putParcelable("result_fd", fd);
            return b;
        }
        return Replies.error("TOOL_NOT_FOUND", "unknown tool");
    }

    static int count(Cursor c) {
        int n = c.getCount();
        c.close();
        return n;
    }

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        return dao.offersBySpecies(uri.getLastPathSegment());
    }

    @Override
    public Uri insert(Uri uri, ContentValues values) {
        if (!LegacyCallers.trusted(getContext(), Binder.getCallingUid())) {
            throw new SecurityException("caller not allowed");
        }
        long id = dao.addOffer(values.getAsString("title"), values.getAsString("species"));
        return ContentUris.withAppendedId(uri, id);
    }

    @Override
    public ParcelFileDescriptor openFile(Uri uri, String mode) throws FileNotFoundException {
        if (!LegacyCallers.trusted(getContext(), Binder.getCallingUid())) {
            throw new SecurityException("caller not allowed");
        }
        File f = new File(getContext().getFilesDir(), "catalog.json");
        return ParcelFileDescriptor.open(f, ParcelFileDescriptor.MODE_READ_ONLY);
    }

    @Override
    public String getType(Uri uri) {
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
