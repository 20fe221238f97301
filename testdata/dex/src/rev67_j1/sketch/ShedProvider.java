package com.lendshed.shed;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Intent;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import android.util.Log;
import com.lendshed.core.Replies;
import com.lendshed.ui.LendConfirmActivity;
import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import org.json.JSONArray;
import org.json.JSONObject;

/** LendShed's workshop tools: browse a shelf, reserve a bench, stream the bench manual. */
public class ShedProvider extends ContentProvider {
    static final String TAG = "LendShed";
    static final Set<String> MEMBERS = new HashSet<>(Arrays.asList("org.lendshed.assistant", "com.lendshed"));

    private final Map<String, Integer> sessions = new ConcurrentHashMap<>();
    private final Map<String, Integer> pending = new ConcurrentHashMap<>();
    private final Object lock = new Object();
    private long seq;

    @Override
    public boolean onCreate() {
        return true;
    }

    SQLiteDatabase open() {
        return getContext().openOrCreateDatabase("shed.db", 0, null);
    }

    boolean trusted(int uid) {
        String[] pkgs = getContext().getPackageManager().getPackagesForUid(uid);
        return pkgs != null && pkgs.length > 0 && Arrays.stream(pkgs).allMatch(MEMBERS::contains);
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (!trusted(uid)) {
            return Replies.error("PERMISSION_DENIED", "caller not allowed");
        }
        Bundle req = extras != null ? extras : new Bundle();
        if ("negotiate".equals(method)) {
            String token = newSession();
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
            return Replies.ok("{\"revision\":\"shed-5\",\"tools\":[]}");
        }
        if (req.getLong("deadline_at_ms", 0L) <= System.currentTimeMillis()) {
            return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
        }
        String pkg = getCallingPackage();
        if (req.get("calling_package") instanceof String s && !s.isEmpty()) {
            pkg = s;
        }
        try {
            JSONObject args = new JSONObject(req.getString("args", "{}"));
            String tool = req.getString("tool_name", "");
            return switch (tool) {
                case "browse_shelf" -> browse(args.optString("shelf"));
                case "reserve_bench" -> reserve(args, uid, pkg, req.getString("resume_token"));
                case "bench_manual" -> manual(uid);
                default -> Replies.error("TOOL_NOT_FOUND", "unknown tool");
            };
        } catch (Exception e) {
            Log.w(TAG, "tool failed", e);
            return Replies.error("INTERNAL_ERROR", "the tool could not run");
        }
    }

    Bundle browse(String shelf) {
        List<String> names = new ArrayList<>();
        try (SQLiteDatabase d = open();
                Cursor c = d.rawQuery("SELECT name FROM items WHERE shelf = '" + shelf + "'", null)) {
            while (c.moveToNext()) {
                names.add(c.getString(0));
            }
        }
        List<String> shown = names.stream()
                .filter(n -> !n.isEmpty())
                .map(String::trim)
                .collect(Collectors.toList());
        return Replies.ok(new JSONArray(shown).toString());
    }

    Bundle reserve(JSONObject args, int uid, String pkg, String resume) throws Exception {
        String bench = args.getString("bench");
        if (args.optBoolean("confirmed")) {
            Log.i(TAG, "agent says confirmed; asking the member anyway");
        }
        Integer who = resume != null ? pending.remove(resume) : null;
        if (who == null || who != uid) {
            String token = newResumeToken();
            pending.put(token, uid);
            return Replies.needsUser(benchScreen(bench, args.optString("kind")), token);
        }
        open().execSQL("INSERT INTO reservations(bench, owner) VALUES (?, ?)", new Object[] {bench, pkg});
        return Replies.ok("{\"reserved\":true}");
    }

    String newSession() {
        return java.util.UUID.randomUUID().toString();
    }

    String newResumeToken() {
        long n;
        synchronized (lock) {
            seq++;
            n = seq;
        }
        return "rt-" + n;
    }

    PendingIntent benchScreen(String bench, String kind) {
        Intent i = new Intent(getContext(), LendConfirmActivity.class);
        i.putExtra("bench", bench);
        int flags = switch (kind) {
            case "power_tool" -> PendingIntent.FLAG_UPDATE_CURRENT;
            default -> PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT;
        };
        return PendingIntent.getActivity(getContext(), 1, i, flags);
    }

    Bundle manual(int uid) throws IOException {
        ParcelFileDescriptor[] pipe = ParcelFileDescriptor.createPipe();
        ParcelFileDescriptor sink = pipe[1];
        CompletableFuture.runAsync(() -> writeManual(sink, uid));
        Bundle b = Replies.file();
        b.putParcelable("result_fd", pipe[0]);
        return b;
    }

    static void writeManual(ParcelFileDescriptor sink, int uid) {
        try {
            OutputStream out = new ParcelFileDescriptor.AutoCloseOutputStream(sink);
            out.write(("Bench manual for member " + uid + "\n").getBytes());
            out.close();
        } catch (IOException e) {
            Log.w(TAG, "manual write failed", e);
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
