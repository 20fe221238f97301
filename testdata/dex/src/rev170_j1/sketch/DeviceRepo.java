package com.relaykit.home.devices;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import com.relaykit.home.cetp.CetpError;
import com.relaykit.home.core.HomeDb;
import com.relaykit.home.core.Retry;
import java.util.concurrent.Callable;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** Devices, their alerts, and the outbox the hub sync job drains. */
public final class DeviceRepo {
    private static final String[] DEVICE_COLUMNS = {"_id", "name", "room", "kind", "is_on"};
    private static final String[] ALERT_COLUMNS = {"_id", "device_id", "message", "raised_at"};

    private final HomeDb db;
    private final Retry retry;

    public DeviceRepo(HomeDb db, Retry retry) {
        this.db = db;
        this.retry = retry;
    }

    public JSONObject listDevices(String room) throws JSONException {
        String selection = room == null ? null : "room = ?";
        String[] args = room == null ? null : new String[] {room};
        JSONArray list = new JSONArray();
        try (Cursor c = db.getReadableDatabase().query("devices", DEVICE_COLUMNS, selection, args, null, null,
                "name ASC")) {
            while (c.moveToNext()) {
                list.put(deviceJson(c));
            }
        }
        JSONObject out = new JSONObject();
        out.put("devices", list);
        return out;
    }

    public JSONObject device(String id) throws JSONException, CetpError {
        String[] args = {id};
        try (Cursor c = db.getReadableDatabase().query("devices", DEVICE_COLUMNS, "_id = ?", args, null, null,
                null)) {
            if (!c.moveToFirst()) {
                throw new CetpError("INVALID_ARGS");
            }
            return deviceJson(c);
        }
    }

    private static JSONObject deviceJson(Cursor c) throws JSONException {
        JSONObject d = new JSONObject();
        d.put("device_id", c.getString(0));
        d.put("name", c.getString(1));
        d.put("room", c.getString(2));
        d.put("kind", c.getString(3));
        d.put("is_on", c.getInt(4) == 1);
        return d;
    }

    public boolean isOn(String id) throws JSONException, CetpError {
        return device(id).optBoolean("is_on");
    }

    /** Switches a device and queues the hub command, in one transaction, again when the hub job holds the lock. */
    public void setSwitch(String id, boolean on) throws Exception {
        retry.call(new Callable<Void>() {
            @Override
            public Void call() {
                SQLiteDatabase d = db.getWritableDatabase();
                d.beginTransaction();
                try {
                    ContentValues v = new ContentValues();
                    v.put("is_on", on ? 1 : 0);
                    v.put("updated_at", System.currentTimeMillis());
                    String[] args = {id};
                    d.update("devices", v, "_id = ?", args);
                    queue(d, id, on ? "switch_on" : "switch_off");
                    d.setTransactionSuccessful();
                } finally {
                    d.endTransaction();
                }
                return null;
            }
        });
    }

    /** Queues a factory reset and forgets the device's state; the hub re-adds it after pairing again. */
    public void factoryReset(String id) throws Exception {
        retry.call(() -> {
            SQLiteDatabase d = db.getWritableDatabase();
            d.beginTransaction();
            try {
                String[] args = {id};
                ContentValues v = new ContentValues();
                v.put("is_on", 0);
                v.put("updated_at", System.currentTimeMillis());
                d.update("devices", v, "_id = ?", args);
                d.delete("alerts", "device_id = ?", args);
                queue(d, id, "factory_reset");
                d.setTransactionSuccessful();
            } finally {
                d.endTransaction();
            }
            return Boolean.TRUE;
        });
    }

    private static void queue(SQLiteDatabase d, String deviceId, String command) {
        ContentValues v = new ContentValues();
        v.put("device_id", deviceId);
        v.put("command", command);
        v.put("queued_at", System.currentTimeMillis());
        d.insertOrThrow("hub_outbox", null, v);
    }

    // ---- alerts

    public JSONObject unreadAlerts(long since) throws JSONException {
        String[] args = {Long.toString(since)};
        JSONArray list = new JSONArray();
        try (Cursor c = db.getReadableDatabase().query("alerts", ALERT_COLUMNS, "read_at IS NULL AND raised_at >= ?",
                args, null, null, "raised_at DESC")) {
            while (c.moveToNext()) {
                JSONObject a = new JSONObject();
                a.put("alert_id", c.getLong(0));
                a.put("device_id", c.getString(1));
                a.put("message", c.getString(2));
                a.put("raised_at", c.getLong(3));
                list.put(a);
            }
        }
        JSONObject out = new JSONObject();
        out.put("alerts", list);
        return out;
    }

    /** Marks alerts as seen: the unread badge clears and the hub stops repeating them. */
    public void markAlertsRead(long[] alertIds) {
        SQLiteDatabase d = db.getWritableDatabase();
        ContentValues v = new ContentValues();
        v.put("read_at", System.currentTimeMillis());
        for (long id : alertIds) {
            String[] args = {Long.toString(id)};
            d.update("alerts", v, "_id = ? AND read_at IS NULL", args);
        }
    }

    public long recordAlert(String deviceId, String message) {
        ContentValues v = new ContentValues();
        v.put("device_id", deviceId);
        v.put("message", message);
        v.put("raised_at", System.currentTimeMillis());
        return db.getWritableDatabase().insertOrThrow("alerts", null, v);
    }

    public void snooze(long alertId, long until) {
        ContentValues v = new ContentValues();
        v.put("snoozed_until", until);
        String[] args = {Long.toString(alertId)};
        db.getWritableDatabase().update("alerts", v, "_id = ?", args);
    }

    public String deviceName(String id) {
        String[] cols = {"name"};
        String[] args = {id};
        try (Cursor c = db.getReadableDatabase().query("devices", cols, "_id = ?", args, null, null, null)) {
            return c.moveToFirst() ? c.getString(0) : "Relaykit device";
        }
    }
}
