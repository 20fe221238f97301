package com.tb;

import android.content.ContentValues;
import android.content.pm.PackageManager;
import android.database.sqlite.SQLiteDatabase;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import java.util.concurrent.atomic.AtomicLong;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * Two read tools that publish what they showed on a typed event bus. The listener for AlertsShown marks the
 * alerts read in the database (list_alerts writes: CETP621); the one for DeviceShown only counts and logs.
 */
public final class DeskProvider extends Base {
    private static final byte[] ASSISTANT_CERT = new byte[32];
    private static final AtomicLong VIEWS = new AtomicLong();
    private final EventBus bus = new EventBus();
    private SQLiteDatabase db;

    @Override
    public boolean onCreate() {
        bus.subscribe(Events.AlertsShown.class, new EventBus.Listener<Events.AlertsShown>() {
            @Override
            public void onEvent(Events.AlertsShown event) {
                ContentValues read = new ContentValues();
                read.put("read_at", Long.valueOf(System.currentTimeMillis()));
                db.update("alerts", read, "room = ?", new String[] {event.room});
            }
        });
        bus.subscribe(Events.DeviceShown.class,
                event -> Log.d("desk", "device " + event.deviceId + " shown, " + VIEWS.incrementAndGet() + " so far"));
        return true;
    }

    private static JSONObject describe(String name, String effect) throws JSONException {
        JSONObject annotations = new JSONObject();
        annotations.put("effect", effect);
        JSONObject tool = new JSONObject();
        tool.put("name", name);
        tool.put("annotations", annotations);
        return tool;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        Bundle out = new Bundle();
        if (!getContext().getPackageManager().hasSigningCertificate(Binder.getCallingUid(), ASSISTANT_CERT,
                PackageManager.CERT_INPUT_SHA256) || extras == null || extras.getString("session_token") == null) {
            out.putString("error_code", "PERMISSION_DENIED");
            return out;
        }
        try {
            if ("list_tools".equals(method)) {
                JSONArray tools = new JSONArray();
                tools.put(describe("list_alerts", "read"));
                tools.put(describe("get_device", "read"));
                out.putString("tools", tools.toString());
                return out;
            }
        } catch (JSONException e) {
            out.putString("error_code", "INTERNAL");
            return out;
        }
        if ("execute_tool".equals(method)) {
            if (System.currentTimeMillis() > extras.getLong("deadline_at_ms")) {
                out.putString("error_code", "DEADLINE_EXCEEDED");
                return out;
            }
            String tool = extras.getString("tool_name");
            if ("list_alerts".equals(tool)) {
                String room = extras.getString("room");
                bus.publish(new Events.AlertsShown(room));
                out.putString("result", "alerts of " + room);
                return out;
            }
            if ("get_device".equals(tool)) {
                String id = extras.getString("device_id");
                bus.publish(new Events.DeviceShown(id));
                out.putString("result", "device " + id);
                return out;
            }
        }
        out.putString("error_code", "METHOD_NOT_FOUND");
        return out;
    }
}
