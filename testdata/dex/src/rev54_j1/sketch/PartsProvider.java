package com.spokeshop.parts;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import com.spokeshop.tools.Handler;
import com.spokeshop.tools.Replies;
import com.spokeshop.tools.Screen;
import com.spokeshop.tools.Tokens;
import com.spokeshop.tools.Tool;
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.json.JSONException;
import org.json.JSONObject;

/** Spare parts: look up, search, order, and export invoices and the stock list. */
public class PartsProvider extends ContentProvider {
    static final String TOOLS = "{\"revision\":\"spoke-parts-4\",\"tools\":[{\"name\":\"part_lookup\"},"
            + "{\"name\":\"part_search\"},{\"name\":\"order_part\"},{\"name\":\"export_invoice\"},"
            + "{\"name\":\"export_stock\"}]}";
    static final Set<String> SHOPS = new HashSet<>(Arrays.asList("com.clawseed.agent", "com.spokeshop.counter"));
    static final Map<String, Integer> RESUME = new ConcurrentHashMap<>();
    static final ExecutorService IO = Executors.newFixedThreadPool(2);

    private final Map<String, Integer> sessions = new ConcurrentHashMap<>();
    private final EnumMap<Tool, Handler> handlers = new EnumMap<>(Tool.class);

    @Override
    public boolean onCreate() {
        handlers.put(Tool.PART_LOOKUP, this::partLookup);
        handlers.put(Tool.PART_SEARCH, this::partSearch);
        handlers.put(Tool.ORDER_PART, this::orderPart);
        handlers.put(Tool.EXPORT_INVOICE, (ctx, args, uid, resumed) -> {
            File f = new File(ctx.getCacheDir(), "invoice-" + uid + ".txt");
            try (ParcelFileDescriptor out = ParcelFileDescriptor.open(f,
                    ParcelFileDescriptor.MODE_WRITE_ONLY | ParcelFileDescriptor.MODE_CREATE)) {
                new FileOutputStream(out.getFileDescriptor()).write(args.getString("order_id").getBytes());
            }
            return Replies.file(ParcelFileDescriptor.open(f, ParcelFileDescriptor.MODE_READ_ONLY));
        });
        handlers.put(Tool.EXPORT_STOCK, this::exportStock);
        return true;
    }

    Bundle partLookup(Context ctx, JSONObject args, int uid, boolean resumed) throws JSONException {
        String sku = args.getString("sku");
        SQLiteDatabase db = ctx.openOrCreateDatabase("parts.db", 0, null);
        try (Cursor c = db.rawQuery("SELECT name FROM parts WHERE sku = '" + sku + "'", null)) {
            return c.moveToFirst() ? Replies.ok("{\"name\":\"" + c.getString(0) + "\"}")
                    : Replies.error("NOT_FOUND", "no such part");
        }
    }

    Bundle partSearch(Context ctx, JSONObject args, int uid, boolean resumed) throws Exception {
        String name = args.getString("name");
        return CompletableFuture.supplyAsync(() -> searchParts(ctx, name, uid), IO)
                .thenApply(Replies::ok)
                .get(5, TimeUnit.SECONDS);
    }

    static String searchParts(Context ctx, String name, int uid) {
        SQLiteDatabase db = ctx.openOrCreateDatabase("parts.db", 0, null);
        try (Cursor c = db.rawQuery("SELECT sku FROM parts WHERE name LIKE ?", new String[] {name + "%"})) {
            return "{\"count\":" + c.getCount() + ",\"for_uid\":" + uid + "}";
        }
    }

    Bundle orderPart(Context ctx, JSONObject args, int uid, boolean resumed) throws InterruptedException {
        String sku = Objects.requireNonNull(args.optString("sku", null), "sku");
        if (!resumed) {
            String token = Tokens.fresh();
            RESUME.put(token, uid);
            return Replies.needsUser(Screen.ORDER.pendingIntent(ctx, PendingIntent.FLAG_UPDATE_CURRENT), token);
        }
        try {
            return CompletableFuture.supplyAsync(() -> placeOrder(ctx, sku, Binder.getCallingUid()), IO)
                    .thenApply(Replies::ok)
                    .get(5, TimeUnit.SECONDS);
        } catch (ExecutionException | TimeoutException e) {
            return Replies.error("UNAVAILABLE", "order failed: " + e.getMessage());
        }
    }

    static String placeOrder(Context ctx, String sku, int uid) {
        ContentValues v = new ContentValues();
        v.put("sku", sku);
        v.put("ordered_by", uid);
        long id = ctx.openOrCreateDatabase("parts.db", 0, null).insert("orders", null, v);
        return "{\"order_id\":" + id + "}";
    }

    Bundle exportStock(Context ctx, JSONObject args, int uid, boolean resumed) throws IOException {
        File f = new File(ctx.getFilesDir(), "stock.csv");
        return Replies.file(ParcelFileDescriptor.open(f, ParcelFileDescriptor.MODE_READ_WRITE));
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        String[] pkgs = getContext().getPackageManager().getPackagesForUid(uid);
        if (pkgs == null || pkgs.length != 1 || !SHOPS.contains(pkgs[0])) {
            return Replies.error("PERMISSION_DENIED", "not a SpokeShop workshop app");
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
        if (req.getLong("deadline_at_ms") <= System.currentTimeMillis()) {
            return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
        }
        Handler h = Tool.fromName(req.getString("tool_name")).map(handlers::get).orElse(null);
        if (h == null) {
            return Replies.error("TOOL_NOT_FOUND", "unknown tool");
        }
        String resume = req.getString("resume_token");
        Integer resumeOwner = resume == null ? null : RESUME.remove(resume);
        boolean resumed = resumeOwner != null && resumeOwner == uid;
        return h.run(getContext(), req.getString("args", "{}"), uid, resumed);
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
