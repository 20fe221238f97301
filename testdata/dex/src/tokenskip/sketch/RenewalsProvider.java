package com.example.tsk;

import android.content.ContentProvider;
import android.database.sqlite.SQLiteDatabase;
import android.os.Binder;
import android.os.Bundle;
import android.text.TextUtils;
import android.util.Log;
import org.json.JSONObject;

// tokenskip: which paths to a side effect skip the resume-token check.
// renew lets "confirmed" stand in for the token (TP CETP614); cancel and
// extend read the flag too, but every path to their write passes the
// token's check (NM CETP614).
public class RenewalsProvider extends ContentProvider {
    private final Resumes resumes = new Resumes();
    private SQLiteDatabase db;

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        String tool = extras.getString("tool_name");
        JSONObject args = new JSONObject(extras.getString("arguments"));
        String token = extras.getString("resume_token");
        if ("renew_plan".equals(tool)) return renew(uid, args, token);
        if ("cancel_plan".equals(tool)) return cancel(uid, args, token);
        return "extend_plan".equals(tool) ? extend(uid, args, token) : more(tool, uid, args, token);
    }

    // TP: confirmed set and no token sent reaches the update unchecked.
    private Bundle renew(int uid, JSONObject args, String token) {
        boolean confirmed = args.optBoolean("confirmed");
        if (!confirmed && token == null) return Replies.needsUser(resumes.issue(uid));
        if (token != null && !resumes.take(token, uid)) return Replies.error("resume token not valid");
        db.execSQL("UPDATE plans SET renewed = 1 WHERE id = ?", new Object[] {args.optString("plan_id")});
        return Replies.ok();
    }

    // NM: the same first test, but no path reaches the delete without
    // the token's check.
    private Bundle cancel(int uid, JSONObject args, String token) {
        boolean confirmed = args.optBoolean("confirmed");
        if (!confirmed && token == null) return Replies.needsUser(resumes.issue(uid));
        if (token == null || !resumes.take(token, uid)) return Replies.error("confirm on the device first");
        db.execSQL("DELETE FROM plans WHERE id = ?", new Object[] {args.optString("plan_id")});
        return Replies.ok();
    }

    // NM: the flag is only logged.
    private Bundle extend(int uid, JSONObject args, String token) {
        if (args.optBoolean("confirmed")) Log.i("Renewals", "consumer confirmation ignored");
        if (token == null) return Replies.needsUser(resumes.issue(uid));
        if (!resumes.take(token, uid)) return Replies.error("resume token not valid");
        db.execSQL("UPDATE plans SET ends = ends + 30 WHERE id = ?", new Object[] {args.optString("plan_id")});
        return Replies.ok();
    }

    private Bundle more(String tool, int uid, JSONObject args, String token) {
        if ("renew_quiet".equals(tool)) return renewQuiet(uid, args, token);
        if ("renew_helper".equals(tool)) return renewHelper(uid, args, token);
        return pause(uid, args, token);
    }

    // TP: renew's shape with the token tested by TextUtils.isEmpty and
    // logged before its check: neither checks it.
    private Bundle renewQuiet(int uid, JSONObject args, String token) {
        boolean confirmed = args.optBoolean("confirmed");
        if (!confirmed && TextUtils.isEmpty(token)) return Replies.needsUser(resumes.issue(uid));
        Log.d("Renewals", "resume " + token);
        if (!TextUtils.isEmpty(token) && !resumes.take(token, uid)) return Replies.error("resume token not valid");
        db.execSQL("UPDATE plans SET quiet = 1 WHERE id = ?", new Object[] {args.optString("plan_id")});
        return Replies.ok();
    }

    // TP: the write is in a void helper that is given the token to record
    // it; that is no check of it.
    private Bundle renewHelper(int uid, JSONObject args, String token) {
        boolean confirmed = args.optBoolean("confirmed");
        if (!confirmed && token == null) return Replies.needsUser(resumes.issue(uid));
        if (token != null && !resumes.take(token, uid)) return Replies.error("resume token not valid");
        record(args.optString("plan_id"), token);
        return Replies.ok();
    }

    private void record(String planId, String token) {
        db.execSQL("UPDATE plans SET renewed = 1, via = ? WHERE id = ?", new Object[] {String.valueOf(token), planId});
    }

    // NM: a missing token is recorded as a refusal; the flag lets nothing
    // skip the token's check.
    private Bundle pause(int uid, JSONObject args, String token) {
        boolean confirmed = args.optBoolean("confirmed");
        if (!confirmed && token == null) return Replies.needsUser(resumes.issue(uid));
        if (token == null) {
            db.execSQL("INSERT INTO refusals(plan) VALUES (?)", new Object[] {args.optString("plan_id")});
            return Replies.error("confirm on the device first");
        }
        if (!resumes.take(token, uid)) return Replies.error("resume token not valid");
        db.execSQL("UPDATE plans SET paused = 1 WHERE id = ?", new Object[] {args.optString("plan_id")});
        return Replies.ok();
    }
}
