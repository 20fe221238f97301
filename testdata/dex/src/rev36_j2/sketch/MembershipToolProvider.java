package com.example.r36j2;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Intent;
import android.content.pm.PackageManager;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import java.security.SecureRandom;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.json.JSONException;
import org.json.JSONObject;

// Fitloop memberships for the member's assistant (hand-written CETP v2 endpoint).
public final class MembershipToolProvider extends ContentProvider {
    private static final String TAG = "FitloopTools";
    private static final String TOOLS = "{\"revision\":\"membership-12\",\"tools\":[\"membership_status\",\"freeze_membership\",\"buy_day_pass\"]}";
    private static final byte[] CLUB_CERT = {
        0x33, 0x0e, (byte) 0xa7, 0x52, 0x19, (byte) 0xd8, 0x6c, 0x01, (byte) 0x8f, 0x24, 0x7a, (byte) 0xb3, 0x45, 0x10, (byte) 0xee, 0x6d,
        0x2b, (byte) 0x90, 0x0c, 0x57, (byte) 0xf1, 0x3e, 0x68, (byte) 0xa2, 0x15, 0x4d, (byte) 0xc9, 0x7e, 0x03, (byte) 0xb6, 0x59, 0x21 };

    private final ExecutorService io = Executors.newFixedThreadPool(2);
    private final Map<String, Integer> sessions = new ConcurrentHashMap<>();
    private final SecureRandom random = new SecureRandom();
    private final PassBook passes = new PassBook();
    private Ledger ledger;

    @Override
    public boolean onCreate() {
        ledger = new Ledger(getContext());
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (clubApp(uid) == null) {
            return Replies.error("PERMISSION_DENIED", "not a Fitloop club app");
        }
        if ("negotiate".equals(method)) {
            return Replies.ok(openSession(uid));
        }
        Envelope env = new Envelope(extras);
        if (!env.isV2()) {
            return Replies.error("INVALID_REQUEST", "protocol_version 2 required");
        }
        if (!Integer.valueOf(uid).equals(sessions.get(env.session()))) {
            return Replies.error("NEGOTIATION_REQUIRED", "negotiate again");
        }
        switch (method) {
            case "list_tools":
                return Replies.ok(TOOLS);
            case "execute_tool":
                if (env.expired()) {
                    return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
                }
                try {
                    return execute(uid, env);
                } catch (JSONException e) {
                    Log.w(TAG, "bad args", e);
                    return Replies.error("INVALID_ARGS", "args must be a JSON object");
                } catch (CompletionException e) {
                    return Replies.error("INTERNAL_ERROR", "billing: " + e.getCause().getMessage());
                }
            default:
                return Replies.error("METHOD_NOT_FOUND", "unknown method");
        }
    }

    private String clubApp(int uid) {
        PackageManager pm = getContext().getPackageManager();
        String[] packages = pm.getPackagesForUid(uid);
        if (packages == null || packages.length != 1) {
            return null;
        }
        return pm.hasSigningCertificate(packages[0], CLUB_CERT, PackageManager.CERT_INPUT_SHA256) ? packages[0] : null;
    }

    private String openSession(int uid) {
        String token = Long.toHexString(random.nextLong()) + Long.toHexString(random.nextLong());
        sessions.put(token, uid);
        return "{\"selected_version\":2,\"session_token\":\"" + token + "\"}";
    }

    private Bundle execute(int uid, Envelope env) throws JSONException {
        JSONObject args = new JSONObject(env.args());
        switch (env.tool()) {
            case "membership_status":
                return Replies.ok(ledger.status(args.optString("member_id")));
            case "freeze_membership":
                return freeze(uid, env, args);
            case "buy_day_pass":
                return buyDayPass(uid, env, args);
            default:
                return Replies.error("TOOL_NOT_FOUND", "no such tool");
        }
    }

    private Bundle freeze(int uid, Envelope env, JSONObject args) {
        String member = args.optString("member_id");
        int days = args.optInt("days", 7);
        if (!passes.redeem(env.resumeToken(), uid, "freeze_membership", args.toString())) {
            return Replies.needsUser(screen(FreezeConfirmActivity.class, member),
                    passes.issue(uid, "freeze_membership", args.toString()));
        }
        // billing is slow: do it on the io pool and wait
        String result = CompletableFuture
                .supplyAsync(() -> ledger.freeze(member, days, Binder.getCallingUid()), io)
                .join();
        CompletableFuture.runAsync(() -> ledger.audit("freeze", member, uid), io);
        return Replies.ok(result);
    }

    private Bundle buyDayPass(int uid, Envelope env, JSONObject args) {
        String club = args.optString("club_id");
        if (!passes.redeem(env.resumeToken(), uid, "buy_day_pass", args.toString())) {
            return Replies.needsUser(screen(DayPassActivity.class, club),
                    passes.issue(uid, "buy_day_pass", args.toString()));
        }
        ledger.charge(args.optString("member_id"), club);
        return Replies.ok("{\"purchased\":true}");
    }

    private PendingIntent screen(Class<?> activity, String subject) {
        Intent intent = new Intent(getContext(), activity).putExtra("subject", subject);
        return PendingIntent.getActivity(getContext(), subject.hashCode(), intent,
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
