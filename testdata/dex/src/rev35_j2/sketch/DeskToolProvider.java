package com.example.r35j2;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Intent;
import android.content.pm.PackageManager;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.os.Handler;
import android.os.Looper;
import java.math.BigInteger;
import java.security.SecureRandom;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.json.JSONException;
import org.json.JSONObject;

// Hotdesk desk bookings for the workplace assistant (hand-written CETP v2 endpoint).
public final class DeskToolProvider extends HotdeskProvider {
    private static final String TOOLS = "{\"revision\":\"desks-7\",\"tools\":[\"find_desks\",\"book_desk\",\"cancel_booking\",\"extend_booking\"]}";

    final ExecutorService io = Executors.newSingleThreadExecutor();
    final Handler main = new Handler(Looper.getMainLooper());
    private final Map<String, DeskTool> tools = new HashMap<>();
    Store store;
    Notifier notifier;

    @Override
    public boolean onCreate() {
        store = new Store(getContext().openOrCreateDatabase("desks.db", 0, null));
        notifier = new Notifier(getContext());
        tools.put("cancel_booking", new CancelBooking(store, resumes));
        tools.put("extend_booking", new ExtendBooking(store, resumes));
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (!trusted(uid)) {
            return Replies.error("PERMISSION_DENIED", "caller not allowed");
        }
        if ("negotiate".equals(method)) {
            return Replies.ok(openSession(uid));
        }
        if (extras == null || extras.getInt("protocol_version") != 2) {
            return Replies.error("INVALID_REQUEST", "protocol_version 2 required");
        }
        Envelope env = new Envelope(extras);
        if (!sessionValid(env.sessionToken(), uid)) {
            return Replies.error("NEGOTIATION_REQUIRED", "negotiate again");
        }
        if ("list_tools".equals(method)) {
            return Replies.ok(TOOLS);
        }
        if (!"execute_tool".equals(method)) {
            return Replies.error("METHOD_NOT_FOUND", "unknown method");
        }
        if (env.deadline() <= System.currentTimeMillis()) {
            return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
        }
        return execute(env, uid);
    }

    private Bundle execute(Envelope env, int uid) {
        JSONObject args;
        try {
            args = new JSONObject(env.extras.getString("args", "{}"));
        } catch (JSONException e) {
            return Replies.error("INVALID_ARGS", "args must be a JSON object");
        }
        String tool = env.extras.getString("tool_name", "");
        if ("find_desks".equals(tool)) {
            return Replies.ok(store.rows("SELECT desk_id, floor, zone FROM desks WHERE floor = ? AND free = 1",
                    args.optString("floor")));
        }
        if ("book_desk".equals(tool)) {
            return bookDesk(env, args, uid);
        }
        DeskTool handler = tools.get(tool);
        if (handler == null) {
            return Replies.error("TOOL_NOT_FOUND", "no such tool");
        }
        return handler.run(this, env, args, uid);
    }

    private Bundle bookDesk(Envelope env, JSONObject args, int uid) {
        String desk = args.optString("desk_id");
        String day = args.optString("day");
        String owner = ownerOf(uid);
        if (owner == null) {
            return Replies.error("PERMISSION_DENIED", "shared user ids cannot book desks");
        }
        String requestId = env.extras.getString("request_id");
        String done = store.first("SELECT receipt FROM bookings WHERE request_id = ?", requestId);
        if (done != null) {
            return Replies.ok(done);
        }
        String receipt = "{\"desk_id\":\"" + desk + "\",\"day\":\"" + day + "\"}";
        store.exec("INSERT INTO bookings(request_id, desk_id, day, owner, session, receipt) VALUES (?, ?, ?, ?, ?, ?)",
                requestId, desk, day, owner, env.sessionToken(), receipt);
        io.execute(() -> notifier.note("booked", desk, Binder.getCallingUid()));
        return Replies.ok(receipt);
    }

    PendingIntent confirmIntent(String action, String booking) {
        Intent intent = new Intent(getContext(), BookingConfirmActivity.class)
                .putExtra("action", action)
                .putExtra("booking_id", booking);
        return PendingIntent.getActivity(getContext(), booking.hashCode(), intent,
                PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
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

// Shared base of the Hotdesk endpoints: caller identity and sessions.
abstract class HotdeskProvider extends ContentProvider {
    private static final byte[] HOTDESK_CERT = {
        0x3a, 0x11, (byte) 0x8c, 0x5e, 0x02, (byte) 0xf7, 0x64, 0x29, (byte) 0xb8, 0x0d, 0x73, 0x4c, (byte) 0xe1, 0x36, 0x58, (byte) 0x9a,
        0x27, 0x6b, (byte) 0xd4, 0x01, 0x4f, (byte) 0x90, 0x1c, 0x63, (byte) 0xaa, 0x7e, 0x35, (byte) 0xc2, 0x0b, 0x59, (byte) 0xe6, 0x44 };

    final Resumes resumes = new Resumes();
    private final SecureRandom random = new SecureRandom();
    private final Map<String, Integer> sessions = new ConcurrentHashMap<>();

    boolean trusted(int uid) {
        return getContext().getPackageManager().hasSigningCertificate(uid, HOTDESK_CERT, PackageManager.CERT_INPUT_SHA256);
    }

    String ownerOf(int uid) {
        String[] packages = getContext().getPackageManager().getPackagesForUid(uid);
        if (packages == null || packages.length != 1) {
            return null;
        }
        return packages[0];
    }

    String openSession(int uid) {
        String token = new BigInteger(192, random).toString(36);
        sessions.put(token, uid);
        return "{\"selected_version\":2,\"session_token\":\"" + token + "\"}";
    }

    boolean sessionValid(String token, int uid) {
        Integer owner = sessions.get(token);
        return owner != null && owner == uid;
    }
}

// The request extras of one v2 call.
final class Envelope {
    final Bundle extras;

    Envelope(Bundle extras) {
        this.extras = extras;
    }

    String sessionToken() {
        String token = extras.getString("session_token");
        return token == null ? "" : token.trim();
    }

    long deadline() {
        return extras.getLong("deadline_at_ms", 0L);
    }
}
