package com.example.r35j1;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Intent;
import android.content.SharedPreferences;
import android.content.pm.PackageManager;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import java.math.BigInteger;
import java.security.SecureRandom;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONException;
import org.json.JSONObject;

// Shelfmate loans desk for the reading assistant (hand-written CETP v2 endpoint).
public final class LoanToolProvider extends ContentProvider {
    private static final byte[] PARTNER_CERT = {
        0x1f, 0x52, 0x0a, (byte) 0xc4, 0x77, 0x3b, (byte) 0x9e, 0x10, 0x44, (byte) 0xd1, 0x2c, 0x68, (byte) 0xb0, 0x05, 0x39, 0x7a,
        0x61, (byte) 0xee, 0x13, 0x4f, (byte) 0x88, 0x02, 0x5d, (byte) 0xc7, 0x30, 0x1b, (byte) 0x96, 0x4e, 0x7f, 0x21, (byte) 0xa3, 0x08 };
    private static final String TOOLS = "{\"revision\":\"loans-3\",\"tools\":[\"search_catalog\",\"my_loans\",\"renew_loan\",\"pay_fine\"]}";

    private final Sessions sessions = new Sessions();
    private final Holds holds = new Holds();
    private Catalog catalog;
    private SharedPreferences cards;

    @Override
    public boolean onCreate() {
        catalog = new Catalog(getContext().openOrCreateDatabase("shelf.db", 0, null));
        cards = getContext().getSharedPreferences("cards", 0);
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (!partner(uid)) {
            return Replies.error("PERMISSION_DENIED", "not a Shelfmate partner app");
        }
        if ("negotiate".equals(method)) {
            return Replies.ok(sessions.open());
        }
        if (extras == null || extras.getInt("protocol_version") != 2) {
            return Replies.error("INVALID_REQUEST", "protocol_version 2 required");
        }
        if (!sessions.isOpen(extras.getString("session_token"))) {
            return Replies.error("NEGOTIATION_REQUIRED", "negotiate again");
        }
        switch (method) {
            case "list_tools":
                return Replies.ok(TOOLS);
            case "execute_tool":
                if (extras.getLong("deadline_at_ms") < System.currentTimeMillis()) {
                    return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
                }
                return execute(uid, extras);
            default:
                return Replies.error("METHOD_NOT_FOUND", "unknown method");
        }
    }

    private boolean partner(int uid) {
        PackageManager pm = getContext().getPackageManager();
        return pm.hasSigningCertificate(uid, PARTNER_CERT, PackageManager.CERT_INPUT_SHA256);
    }

    private Bundle execute(int uid, Bundle extras) {
        String tool = extras.getString("tool_name", "");
        JSONObject args;
        try {
            args = new JSONObject(extras.getString("args", "{}"));
        } catch (JSONException e) {
            return Replies.error("INVALID_ARGS", "args must be a JSON object");
        }
        switch (tool) {
            case "search_catalog":
                return Replies.ok(search(args.optString("title")));
            case "my_loans":
                return Replies.ok(loans(args.optString("card_number")));
            case "renew_loan":
                return renew(uid, extras, args);
            case "pay_fine":
                return payFine(uid, extras, args);
            default:
                return Replies.error("TOOL_NOT_FOUND", "no such tool");
        }
    }

    private String search(String title) {
        return catalog.rows("SELECT isbn, title, author FROM titles WHERE title LIKE '%" + title + "%' ORDER BY title", null);
    }

    private String loans(String card) {
        return catalog.rows("SELECT loan_id, isbn, due_at FROM loans WHERE card = ?", new String[] {card});
    }

    private boolean cardSignedIn(String card) {
        return cards.getLong("pin_valid_until_" + card, 0L) > System.currentTimeMillis();
    }

    private Bundle renew(int uid, Bundle extras, JSONObject args) {
        String card = args.optString("card_number");
        if (!cardSignedIn(card)) {
            // the card PIN expired: send the patron to the card sign-in screen first
            Bundle b = Replies.error("AUTH_REQUIRED", "library card sign-in needed");
            b.putParcelable("resolution", screen(CardLoginActivity.class, 7, PendingIntent.FLAG_IMMUTABLE));
            return b;
        }
        String token = extras.getString("resume_token");
        if (token == null || !holds.redeem(token, uid, "renew_loan", args.toString())) {
            PendingIntent pi = screen(RenewActivity.class, 8, PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
            return Replies.needsUser(pi, holds.issue(uid, "renew_loan", args.toString()));
        }
        if (catalog.firstTime(uid, extras.getString("request_id"))) {
            catalog.write("UPDATE loans SET due_at = due_at + 1209600000 WHERE loan_id = ? AND card = ?",
                    new Object[] {args.optString("loan_id"), card});
        }
        return Replies.ok("{\"renewed\":true}");
    }

    private Bundle payFine(int uid, Bundle extras, JSONObject args) {
        String token = extras.getString("resume_token");
        if (token == null || !holds.redeem(token, uid, "pay_fine", args.toString())) {
            // the fine screen lets the patron change the amount before paying
            PendingIntent pi = screen(FineActivity.class, 9, PendingIntent.FLAG_UPDATE_CURRENT);
            return Replies.needsUser(pi, holds.issue(uid, "pay_fine", args.toString()));
        }
        if (catalog.firstTime(uid, extras.getString("request_id"))) {
            catalog.write("UPDATE fines SET paid = 1 WHERE card = ? AND fine_id = ?",
                    new Object[] {args.optString("card_number"), args.optString("fine_id")});
        }
        return Replies.ok("{\"paid\":true}");
    }

    private PendingIntent screen(Class<?> activity, int code, int flags) {
        Intent intent = new Intent(getContext(), activity);
        return PendingIntent.getActivity(getContext(), code, intent, flags);
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

    static final class Sessions {
        private final SecureRandom random = new SecureRandom();
        private final Set<String> live = ConcurrentHashMap.newKeySet();

        String open() {
            String token = new BigInteger(160, random).toString(32);
            live.add(token);
            return "{\"selected_version\":2,\"session_token\":\"" + token + "\"}";
        }

        boolean isOpen(String token) {
            return token != null && live.contains(token);
        }
    }
}
