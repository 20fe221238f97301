package com.tidemark.zones;

import android.app.PendingIntent;
import android.content.ContentValues;
import android.content.Context;
import android.content.Intent;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.os.Bundle;
import com.tidemark.core.CetpEndpoint;
import com.tidemark.core.Replies;
import com.tidemark.core.Tokens;
import com.tidemark.sched.AlarmPlanner;
import com.tidemark.sched.Deferred;
import com.tidemark.sched.WorkChains;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.json.JSONObject;

/** Tidemark's irrigation tools: watering alarms, rain delays, manual runs, calibration and history purges. */
public class ZoneProvider extends CetpEndpoint {
    static final String ACTION_WATER = "com.tidemark.action.WATER_ZONE";
    static final String ACTION_RESUME = "com.tidemark.action.RESUME_ZONE";
    static final String INFO = "{\"provider_id\":\"com.tidemark\",\"provider_name\":\"Tidemark zones\","
            + "\"description\":\"Garden irrigation zones\",\"scopes\":[{\"name\":\"zones.write\","
            + "\"description\":\"Run and schedule watering\",\"access\":\"write\",\"sensitivity\":\"device\"}]}";
    static final String TOOLS = "{\"revision\":\"zones-7\",\"tools\":["
            + "{\"name\":\"schedule_watering\",\"description\":\"Water a zone at a given time\",\"input_schema\":{\"type\":\"object\","
            + "\"properties\":{\"zone\":{\"type\":\"string\"},\"minutes\":{\"type\":\"integer\"},\"start_at_ms\":{\"type\":\"integer\"}},"
            + "\"required\":[\"zone\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},"
            + "\"scopes\":[\"zones.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"low\",\"confirmation\":\"never\"}},"
            + "{\"name\":\"rain_delay\",\"description\":\"Pause a zone for some hours\",\"input_schema\":{\"type\":\"object\","
            + "\"properties\":{\"zone\":{\"type\":\"string\"},\"hours\":{\"type\":\"integer\"}},"
            + "\"required\":[\"zone\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},"
            + "\"scopes\":[\"zones.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"low\",\"confirmation\":\"never\"}},"
            + "{\"name\":\"water_now\",\"description\":\"Run a zone now\",\"input_schema\":{\"type\":\"object\","
            + "\"properties\":{\"zone\":{\"type\":\"string\"},\"litres\":{\"type\":\"number\"}},"
            + "\"required\":[\"zone\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},"
            + "\"scopes\":[\"zones.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"moderate\",\"confirmation\":\"provider_policy\"}},"
            + "{\"name\":\"calibrate_zone\",\"description\":\"Measure a zone's flow rate\",\"input_schema\":{\"type\":\"object\","
            + "\"properties\":{\"zone\":{\"type\":\"string\"}},"
            + "\"required\":[\"zone\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},"
            + "\"scopes\":[\"zones.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"low\",\"confirmation\":\"never\"}},"
            + "{\"name\":\"reset_zone\",\"description\":\"Reset a zone and drop its history\",\"input_schema\":{\"type\":\"object\","
            + "\"properties\":{\"zone\":{\"type\":\"string\"},\"confirmed\":{\"type\":\"boolean\"}},"
            + "\"required\":[\"zone\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},"
            + "\"scopes\":[\"zones.write\"],\"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"confirmation\":\"always\"}},"
            + "{\"name\":\"purge_history\",\"description\":\"Delete a zone's watering history\",\"input_schema\":{\"type\":\"object\","
            + "\"properties\":{\"zone\":{\"type\":\"string\"}},"
            + "\"required\":[\"zone\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},"
            + "\"scopes\":[\"zones.write\"],\"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"confirmation\":\"always\"}}"
            + "]}";

    SQLiteDatabase db;
    CalibrationLog calibrations;
    final ScheduledExecutorService scheduler = Executors.newSingleThreadScheduledExecutor();

    public static SQLiteDatabase open(Context ctx) {
        SQLiteDatabase db = ctx.openOrCreateDatabase("zones.db", Context.MODE_PRIVATE, null);
        db.execSQL("CREATE TABLE IF NOT EXISTS zones(name TEXT PRIMARY KEY, minutes INTEGER, last_run INTEGER,"
                + " skipped_at INTEGER, running INTEGER, flow_rate REAL)");
        db.execSQL("CREATE TABLE IF NOT EXISTS history(zone TEXT, minutes INTEGER, at INTEGER)");
        db.execSQL("CREATE TABLE IF NOT EXISTS meter(zone TEXT, litres REAL, by_uid INTEGER, at INTEGER)");
        db.execSQL("CREATE TABLE IF NOT EXISTS calibrations(op_id TEXT PRIMARY KEY, uid INTEGER, zone TEXT,"
                + " state TEXT, result TEXT, failure TEXT, created_at INTEGER)");
        db.execSQL("CREATE TABLE IF NOT EXISTS resumes(token TEXT PRIMARY KEY, uid INTEGER, request_id TEXT,"
                + " args TEXT, approved INTEGER, expires_at INTEGER)");
        return db;
    }

    @Override
    public boolean onCreate() {
        db = open(getContext());
        calibrations = new CalibrationLog(db);
        scheduler.scheduleAtFixedRate(Deferred.sweep(calibrations, 7 * 86_400_000L), 1, 60, TimeUnit.MINUTES);
        return true;
    }

    @Override
    protected String providerInfo() {
        return INFO;
    }

    @Override
    protected String toolList() {
        return TOOLS;
    }

    @Override
    protected Bundle execute(int uid, String requestId, String tool, JSONObject args, Bundle req)
            throws Exception {
        Context ctx = getContext();
        String zone = args.getString("zone");
        if ("schedule_watering".equals(tool)) {
            Intent water = new Intent(ctx, WateringReceiver.class)
                    .setAction(ACTION_WATER)
                    .putExtra("zone", zone)
                    .putExtra("minutes", args.optInt("minutes", 10));
            AlarmPlanner.at(ctx, args.getLong("start_at_ms"), water, zone.hashCode(),
                    PendingIntent.FLAG_UPDATE_CURRENT, true);
            return Replies.ok(requestId, "{\"scheduled\":true}");
        }
        if ("rain_delay".equals(tool)) {
            long until = System.currentTimeMillis() + args.optInt("hours", 24) * 3_600_000L;
            db.execSQL("UPDATE zones SET skipped_at = ? WHERE name = ?", new Object[] {until, zone});
            Intent resume = new Intent(ctx, WateringReceiver.class)
                    .setAction(ACTION_RESUME)
                    .putExtra("zone", zone);
            AlarmPlanner.at(ctx, until, resume, ~zone.hashCode(),
                    PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT, false);
            return Replies.ok(requestId, "{\"delayed_until_ms\":" + until + "}");
        }
        if ("water_now".equals(tool)) {
            db.execSQL("UPDATE zones SET running = 1, last_run = ? WHERE name = ?",
                    new Object[] {System.currentTimeMillis(), zone});
            scheduler.schedule(Deferred.meterReading(db, zone, args.optDouble("litres", 20.0)), 30, TimeUnit.SECONDS);
            return Replies.ok(requestId, "{\"running\":true}");
        }
        if ("calibrate_zone".equals(tool)) {
            String operationId = Tokens.fresh();
            calibrations.add(operationId, uid, zone);
            WorkChains.runOperation(ctx, CalibrationWorker.class, operationId);
            return Replies.accepted(requestId, operationId);
        }
        if ("reset_zone".equals(tool)) {
            db.execSQL("UPDATE zones SET flow_rate = NULL, minutes = 10 WHERE name = ?", new Object[] {zone});
            WorkChains.purge(ctx, zone, args.optBoolean("confirmed", false));
            return Replies.ok(requestId, "{\"reset\":true}");
        }
        if ("purge_history".equals(tool)) {
            String resume = req.getString("resume_token");
            String rawArgs = req.getString("args", "{}");
            if (resume == null) {
                return askToConfirm(uid, requestId, zone, rawArgs);
            }
            int verdict = redeem(resume, uid, requestId, rawArgs);
            if (verdict < 0) {
                return Replies.error(requestId, "INVALID_REQUEST", "The resume token is not valid", false);
            }
            if (verdict == 0) {
                return Replies.error(requestId, "USER_CANCELLED", "The purge was not approved", false);
            }
            WorkChains.purge(ctx, zone, true);
            return Replies.ok(requestId, "{\"purge_scheduled\":true}");
        }
        return Replies.error(requestId, "TOOL_NOT_FOUND", "Unknown tool", false);
    }

    Bundle askToConfirm(int uid, String requestId, String zone, String rawArgs) {
        String token = Tokens.fresh();
        ContentValues row = new ContentValues();
        row.put("token", token);
        row.put("uid", uid);
        row.put("request_id", requestId);
        row.put("args", rawArgs);
        row.put("approved", 0);
        row.put("expires_at", System.currentTimeMillis() + 600_000L);
        db.insert("resumes", null, row);
        Intent confirm = new Intent(getContext(), ConfirmPurgeActivity.class)
                .putExtra("zone", zone)
                .putExtra("resume_token", token);
        PendingIntent resolution = PendingIntent.getActivity(getContext(), 0, confirm,
                PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
        Bundle b = Replies.error(requestId, "USER_ACTION_REQUIRED", "Confirm the purge in Tidemark", false);
        b.putParcelable("resolution", resolution);
        b.putString("resume_token", token);
        return b;
    }

    /** 1 approved, 0 denied or not answered yet, -1 unknown, expired or bound to another call; single use. */
    int redeem(String token, int uid, String requestId, String rawArgs) {
        Cursor c = db.query("resumes", new String[] {"uid", "request_id", "args", "approved", "expires_at"},
                "token = ?", new String[] {token}, null, null, null);
        try {
            if (!c.moveToFirst()) {
                return -1;
            }
            db.delete("resumes", "token = ?", new String[] {token});
            if (c.getInt(0) != uid || !c.getString(1).equals(requestId) || !c.getString(2).equals(rawArgs)
                    || c.getLong(4) < System.currentTimeMillis()) {
                return -1;
            }
            return c.getInt(3) == 1 ? 1 : 0;
        } finally {
            c.close();
        }
    }

    @Override
    protected Bundle operation(int uid, String requestId, String operationId) throws Exception {
        Cursor c = calibrations.find(operationId);
        if (c == null) {
            return Replies.error(requestId, "INVALID_REQUEST", "Unknown operation", false);
        }
        try {
            if (c.getInt(c.getColumnIndexOrThrow("uid")) != uid) {
                return Replies.error(requestId, "INVALID_REQUEST", "Unknown operation", false);
            }
            return Replies.operation(requestId, operationId, c.getString(c.getColumnIndexOrThrow("state")),
                    c.getString(c.getColumnIndexOrThrow("result")), c.getString(c.getColumnIndexOrThrow("failure")));
        } finally {
            c.close();
        }
    }
}
