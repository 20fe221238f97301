package com.spokeshop.booking;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import com.spokeshop.tools.Handler;
import com.spokeshop.tools.Replies;
import com.spokeshop.tools.Screen;
import com.spokeshop.tools.Tokens;
import com.spokeshop.tools.Tool;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONException;
import org.json.JSONObject;

/** Workshop bookings: book a repair slot, cancel it, tell the customer the bike is ready. */
public class BookingProvider extends ContentProvider {
    static final String TOOLS = "{\"revision\":\"spoke-booking-2\",\"tools\":[{\"name\":\"book_slot\"},"
            + "{\"name\":\"cancel_slot\"},{\"name\":\"pickup_ready\"}]}";
    static final Set<String> PARTNERS = new HashSet<>(Arrays.asList("com.clawseed.agent", "com.spokeshop.counter"));
    static final Map<String, Integer> RESUME = new ConcurrentHashMap<>();

    private final Map<String, Integer> sessions = new ConcurrentHashMap<>();
    private final EnumMap<Tool, Handler> handlers = new EnumMap<>(Tool.class);

    @Override
    public boolean onCreate() {
        handlers.put(Tool.BOOK_SLOT, this::bookSlot);
        handlers.put(Tool.CANCEL_SLOT, this::cancelSlot);
        handlers.put(Tool.PICKUP_READY, (ctx, args, uid, resumed) -> {
            String[] pkgs = ctx.getPackageManager().getPackagesForUid(uid);
            String notify = pkgs[0];
            ctx.getSharedPreferences("pickup", 0).edit().putString(args.getString("bike_tag"), notify).apply();
            String token = Tokens.fresh();
            RESUME.put(token, uid);
            return Replies.needsUser(Screen.PICKUP.pendingIntent(ctx, PendingIntent.FLAG_IMMUTABLE), token);
        });
        return true;
    }

    Bundle bookSlot(Context ctx, JSONObject args, int uid, boolean resumed) throws JSONException {
        Booking draft = Booking.builder().customerUid(uid).slot(args.getString("slot")).confirmed(false).build();
        Booking booking = draft.toBuilder().confirmed(resumed || args.optBoolean("confirmed")).build();
        if (!booking.confirmed()) {
            String token = Tokens.fresh();
            RESUME.put(token, uid);
            return Replies.needsUser(Screen.CONFIRM.pendingIntent(ctx, PendingIntent.FLAG_UPDATE_CURRENT), token);
        }
        ContentValues v = new ContentValues();
        v.put("slot", booking.slot());
        v.put("customer_uid", booking.customerUid());
        ctx.openOrCreateDatabase("shop.db", 0, null).insert("bookings", null, v);
        return Replies.ok("{\"booked\":true}");
    }

    Bundle cancelSlot(Context ctx, JSONObject args, int uid, boolean resumed) throws JSONException {
        Booking booking = Booking.builder().customerUid(uid).slot(args.getString("slot")).confirmed(resumed).build();
        if (args.optBoolean("force")) {
            Log.i("SpokeShop", "agent asked to force cancelling " + booking.slot());
        }
        if (!booking.confirmed()) {
            String token = Tokens.fresh();
            RESUME.put(token, uid);
            return Replies.needsUser(Screen.CONFIRM.pendingIntent(ctx, PendingIntent.FLAG_UPDATE_CURRENT), token);
        }
        ctx.openOrCreateDatabase("shop.db", 0, null).delete("bookings", "slot = ? AND customer_uid = ?",
                new String[] {booking.slot(), String.valueOf(booking.customerUid())});
        return Replies.ok("{\"cancelled\":true}");
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        String[] pkgs = getContext().getPackageManager().getPackagesForUid(uid);
        if (pkgs == null || !Arrays.stream(pkgs).anyMatch(PARTNERS::contains)) {
            return Replies.error("PERMISSION_DENIED", "not a SpokeShop partner");
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
