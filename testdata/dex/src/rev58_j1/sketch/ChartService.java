package com.molar.appointments;

import android.app.PendingIntent;
import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.os.Bundle;
import android.util.Log;
import com.molar.core.Replies;
import com.molar.core.Screens;
import com.molar.core.TokenStore;
import com.molar.ui.BookConfirmActivity;
import com.molar.ui.CancelConfirmActivity;
import org.json.JSONException;
import org.json.JSONObject;

/** Visits and patient charts. @Inject constructor, unscoped. */
public class ChartService {
    private final TokenStore tokens;

    public ChartService(TokenStore tokens) {
        this.tokens = tokens;
    }

    static SQLiteDatabase db(Context ctx) {
        return ctx.openOrCreateDatabase("molar.db", 0, null);
    }

    public Bundle book(Context ctx, JSONObject args, int uid, boolean resumed) throws JSONException {
        String slot = args.getString("slot");
        if (!resumed && !args.optBoolean("confirmed")) {
            PendingIntent pi = Screens.confirm(ctx, BookConfirmActivity.class,
                    PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
            return Replies.needsUser(pi, tokens.newResumeToken(ctx, uid));
        }
        ContentValues v = new ContentValues();
        v.put("slot", slot);
        v.put("patient_uid", uid);
        db(ctx).insert("visits", null, v);
        return Replies.ok("{\"booked\":true}");
    }

    public Bundle cancel(Context ctx, JSONObject args, int uid, boolean resumed) throws JSONException {
        String slot = args.getString("slot");
        if (args.optBoolean("force")) {
            Log.i("Molar", "cancel with force for " + slot);
        }
        if (!resumed) {
            PendingIntent pi = Screens.confirm(ctx, CancelConfirmActivity.class, PendingIntent.FLAG_IMMUTABLE);
            return Replies.needsUser(pi, tokens.newResumeToken(ctx, uid));
        }
        db(ctx).delete("visits", "slot = ? AND patient_uid = ?", new String[] {slot, String.valueOf(uid)});
        return Replies.ok("{\"cancelled\":true}");
    }

    public String find(Context ctx, String patientId, int viewerUid) {
        SQLiteDatabase db = db(ctx);
        Cursor c = db.rawQuery("SELECT name FROM patients WHERE id = ?", new String[] {patientId});
        String name = c.moveToFirst() ? c.getString(0) : "";
        c.close();
        ContentValues audit = new ContentValues();
        audit.put("patient_id", patientId);
        audit.put("viewer_uid", viewerUid);
        db.insert("chart_access", null, audit);
        return JSONObject.quote(name);
    }

    public String nextSlot(Context ctx, String chair, int uid) {
        Cursor c = db(ctx).rawQuery("SELECT MIN(slot) FROM free_slots WHERE chair = ?", new String[] {chair});
        String slot = c.moveToFirst() ? c.getString(0) : "";
        c.close();
        Log.i("Molar", "next slot asked by " + uid);
        return JSONObject.quote(slot);
    }
}
