package com.lendshed.lending;

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
import com.lendshed.core.LendArgs;
import com.lendshed.core.Replies;
import com.lendshed.core.Tokens;
import com.lendshed.ui.LendConfirmActivity;
import java.io.File;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import org.json.JSONObject;

/** LendShed's lending tools: lend an item, list my loans, return an item, export the ledger. */
public class LendingProvider extends ContentProvider {
    static final String TAG = "LendShed";
    static final Set<String> MEMBERS = new HashSet<>(Arrays.asList("org.lendshed.assistant", "com.lendshed"));

    private final Map<String, Integer> sessions = new ConcurrentHashMap<>();
    private final Map<String, Integer> pending = new ConcurrentHashMap<>();
    private final ExecutorService pool = Executors.newSingleThreadExecutor();
    private SQLiteDatabase db;

    @Override
    public boolean onCreate() {
        db = getContext().openOrCreateDatabase("lendshed.db", 0, null);
        return true;
    }

    boolean trusted(int uid) {
        String[] pkgs = getContext().getPackageManager().getPackagesForUid(uid);
        return pkgs != null && Arrays.stream(pkgs).anyMatch(MEMBERS::contains);
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
            return Replies.ok("{\"revision\":\"lending-3\",\"tools\":[]}");
        }
        if (req.getLong("deadline_at_ms", 0L) <= System.currentTimeMillis()) {
            return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
        }
        try {
            LendArgs a = LendArgs.parse(new JSONObject(req.getString("args", "{}")));
            String tool = req.getString("tool_name", "");
            return switch (tool) {
                case "lend_item" -> lend(a, uid, req.getString("resume_token"));
                case "my_loans" -> myLoans(uid);
                case "return_item" -> giveBack(a);
                case "export_history" -> exportHistory();
                default -> Replies.error("TOOL_NOT_FOUND", "unknown tool");
            };
        } catch (Exception e) {
            Log.w(TAG, "tool failed", e);
            return Replies.error("INTERNAL_ERROR", "the tool could not run");
        }
    }

    Bundle lend(LendArgs a, int uid, String resume) {
        Integer who = resume != null ? pending.remove(resume) : null;
        if (a.confirmed() || (who != null && who == uid)) {
            db.execSQL("UPDATE items SET lent_to = ?, borrower = ? WHERE id = ?",
                    new Object[] {uid, a.borrower(), a.itemId()});
            return Replies.ok("{\"lent\":true}");
        }
        String token = Tokens.fresh();
        pending.put(token, uid);
        return Replies.needsUser(lendScreen(a.itemId()), token);
    }

    PendingIntent lendScreen(String itemId) {
        Intent i = new Intent(getContext(), LendConfirmActivity.class);
        i.putExtra("item_id", itemId);
        return PendingIntent.getActivity(getContext(), 0, i, PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
    }

    Bundle myLoans(int uid) {
        String pkg = Optional.ofNullable(getContext().getPackageManager().getPackagesForUid(uid))
                .map(p -> p[0])
                .orElse("unknown");
        Cursor c = db.rawQuery("SELECT id FROM items WHERE lent_pkg = ?", new String[] {pkg});
        int n = c.getCount();
        c.close();
        return Replies.ok("{\"loans\":" + n + "}");
    }

    Bundle giveBack(LendArgs a) {
        SQLiteDatabase d = db;
        String item = a.itemId();
        CompletableFuture.supplyAsync(() -> markReturned(d, item, Binder.getCallingUid()), pool)
                .thenApply(n -> n > 0)
                .thenAccept(new ReturnListener(item));
        return Replies.ok("{\"returning\":true}");
    }

    static int markReturned(SQLiteDatabase d, String item, int uid) {
        d.execSQL("UPDATE items SET lent_to = NULL WHERE id = ? AND lent_to = ?", new Object[] {item, uid});
        return 1;
    }

    Bundle exportHistory() throws Exception {
        File f = new File(getContext().getFilesDir(), "history.csv");
        ParcelFileDescriptor fd = ParcelFileDescriptor.open(f, ParcelFileDescriptor.MODE_READ_WRITE);
        Bundle b = Replies.file();
        b.putParcelable("result_fd", fd);
        return b;
    }

    /** Logs the outcome of a return once the background stage finishes. */
    class ReturnListener implements Consumer<Boolean> {
        private final String item;

        ReturnListener(String item) {
            this.item = item;
        }

        @Override
        public void accept(Boolean done) {
            if (done) {
                Log.i(TAG, "returned " + item + " to " + getContext());
            }
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
