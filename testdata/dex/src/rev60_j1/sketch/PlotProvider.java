package com.seedvault.plots;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentUris;
import android.content.ContentValues;
import android.content.Intent;
import android.content.pm.PackageManager;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import android.util.Base64;
import android.util.Log;
import com.seedvault.core.Deadlines;
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

/** SeedVault's garden-plot tools; also the legacy content API of the plot list. */
public class PlotProvider extends ContentProvider {
    static final String TAG = "SeedVault";
    static final String TOOLS = "{\"revision\":\"plots-2\",\"tools\":[]}";
    static final byte[] GARDEN_CERT = Base64.decode("cH5x0bQ2n7b0S1d9Vf3kC6aQeY8tL4wMzR2uJ0hE1Gs=", Base64.DEFAULT);

    private final Map<String, Integer> sessions = new ConcurrentHashMap<>();
    private final Map<String, Integer> pending = new ConcurrentHashMap<>();
    private SeedDao dao;

    @Override
    public boolean onCreate() {
        dao = new SeedDao_Impl(SeedDb.open(getContext()));
        return true;
    }

    boolean trusted(int uid) {
        PackageManager pm = getContext().getPackageManager();
        return pm.hasSigningCertificate(uid, GARDEN_CERT, PackageManager.CERT_INPUT_SHA256);
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (!trusted(uid)) {
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
        Integer owner = sessions.get(req.getString("session_token", ""));
        if (owner == null || owner != uid) {
            return Replies.error("NEGOTIATION_REQUIRED", "negotiate first");
        }
        if ("list_tools".equals(method)) {
            return Replies.ok(TOOLS);
        }
        if (!"execute_tool".equals(method)) {
            return Replies.error("METHOD_NOT_FOUND", "unknown method");
        }
        if (Deadlines.expired(req)) {
            return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
        }
        try {
            JSONObject args = new JSONObject(req.getString("args", "{}"));
            return execute(req.getString("tool_name", ""), args, uid, req.getString("resume_token"));
        } catch (Exception e) {
            Log.w(TAG, "tool failed", e);
            return Replies.error("INTERNAL_ERROR", "the tool could not run");
        }
    }

    private Bundle execute(String tool, JSONObject args, int uid, String resume) throws Exception {
        if ("book_plot".equals(tool)) {
            return book(args, uid, resume);
        }
        if ("my_plots".equals(tool)) {
            Cursor c = dao.plotsFor(uid);
            int n = c.getCount();
            c.close();
            return Replies.ok("{\"plots\":" + n + "}");
        }
        if ("export_plots".equals(tool)) {
            File f = new File(getContext().getCacheDir(), "plots.json");
            ParcelFileDescriptor fd = ParcelFileDescriptor.open(f, ParcelFileDescriptor.MODE_READ_ONLY);
            Bundle b = Replies.file();
            b.putParcelable("result_fd", fd);
            return b;
        }
        return Replies.error("TOOL_NOT_FOUND", "unknown tool");
    }

    Bundle book(JSONObject args, int uid, String resume) throws JSONException {
        String bed = args.getString("bed");
        Integer who = resume != null ? pending.remove(resume) : null;
        if (who == null || who != uid) {
            if (args.optBoolean("confirmed")) {
                Log.i(TAG, "agent says confirmed; asking the gardener anyway");
            }
            String token = Tokens.fresh();
            pending.put(token, uid);
            return Replies.needsUser(confirmScreen(bed), token);
        }
        dao.addPlot(bed, args.getString("crop"), uid);
        return Replies.ok("{\"booked\":true}");
    }

    PendingIntent confirmScreen(String bed) {
        Intent i = new Intent();
        i.setClassName("com.seedvault", "com.seedvault.ui.PlotConfirmActivity");
        i.putExtra("bed", bed);
        return PendingIntent.getActivity(getContext(), 0, i, PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
    }

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        int uid = Binder.getCallingUid();
        if (!trusted(uid)) {
            throw new SecurityException("caller not allowed");
        }
        return dao.plotsFor(uid);
    }

    @Override
    public Uri insert(Uri uri, ContentValues values) {
        long id = dao.addPlot(values.getAsString("bed"), values.getAsString("crop"), 0);
        return ContentUris.withAppendedId(uri, id);
    }

    @Override
    public ParcelFileDescriptor openFile(Uri uri, String mode) throws FileNotFoundException {
        if (!trusted(Binder.getCallingUid())) {
            throw new SecurityException("caller not allowed");
        }
        File f = new File(getContext().getFilesDir(), "plotmap.png");
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
