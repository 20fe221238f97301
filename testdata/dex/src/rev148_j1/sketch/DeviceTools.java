package com.lumenhall.hub.devices;

import android.app.PendingIntent;
import android.content.ContentValues;
import android.content.Intent;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.os.Binder;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import android.util.Log;
import com.lumenhall.hub.Hub;
import com.lumenhall.hub.bus.EventBus;
import com.lumenhall.hub.bus.Events;
import com.lumenhall.hub.cetp.Call;
import com.lumenhall.hub.cetp.ErrorReplies;
import com.lumenhall.hub.cetp.Replies;
import com.lumenhall.hub.cetp.ToolEndpoint;
import com.lumenhall.hub.confirm.ConfirmActivity;
import com.lumenhall.hub.data.Grants;
import com.lumenhall.hub.data.HistoryFiles;
import com.lumenhall.hub.state.StateStore;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.NoSuchElementException;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeoutException;
import java.util.regex.Pattern;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** The lights and door locks as CETP tools, and the daily energy logs as file results. */
public final class DeviceTools extends ToolEndpoint {
    private static final String TAG = "LumenhallDevices";
    private static final String DEVICE = "device:";
    private static final Pattern DEVICE_ID = Pattern.compile("[a-z][a-z0-9_]{0,31}");
    private static final Pattern DAY = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");

    private final StateStore devices = new StateStore();
    private final Grants grants;
    private final HistoryFiles history;
    private final Executor io;
    private final ErrorReplies errors = new ErrorReplies(TAG);
    private final Random tokenRandom = new Random();

    public DeviceTools(Hub hub) {
        super(hub, new OutcomeMemo());
        this.grants = hub.grants;
        this.history = hub.history;
        this.io = hub.io;
        load(hub.db.getReadableDatabase());
        devices.observe(new StateStore.Observer() {
            @Override
            public void onChanged(String key, JSONObject state) {
                String id = key.substring(DEVICE.length());
                SQLiteDatabase db = hub.db.getWritableDatabase();
                if (state == null) {
                    db.delete("devices", "id = ?", new String[] {id});
                    return;
                }
                ContentValues values = new ContentValues();
                values.put("state", state.toString());
                values.put("updated_at", System.currentTimeMillis());
                db.update("devices", values, "id = ?", new String[] {id});
            }
        });
        devices.observe(history.writer("energy"));
        bus.register(Events.TokenRequest.class, request ->
                request.token = Long.toHexString(tokenRandom.nextLong()) + Long.toHexString(tokenRandom.nextLong()));
        bus.register(Events.ResolutionRequest.class, new EventBus.Subscriber<Events.ResolutionRequest>() {
            @Override
            public void onEvent(Events.ResolutionRequest request) {
                Intent intent = new Intent(hub.context, ConfirmActivity.class);
                intent.putExtra(ConfirmActivity.EXTRA_APPROVAL, request.approvalKey);
                request.resolution = PendingIntent.getActivity(hub.context, request.approvalKey.hashCode(), intent,
                        PendingIntent.FLAG_UPDATE_CURRENT | PendingIntent.FLAG_IMMUTABLE);
            }
        });
    }

    private void load(SQLiteDatabase db) {
        Cursor rows = db.rawQuery("SELECT id, state FROM devices", null);
        try {
            while (rows.moveToNext()) {
                try {
                    devices.seed(DEVICE + rows.getString(0), new JSONObject(rows.getString(1)));
                } catch (JSONException e) {
                    Log.w(TAG, "unreadable device row", e);
                }
            }
        } finally {
            rows.close();
        }
    }

    @Override
    protected String providerId() {
        return "com.lumenhall.hub.devices";
    }

    @Override
    protected String providerName() {
        return "Lumenhall devices";
    }

    @Override
    protected String description() {
        return "Lights and door locks connected to the Lumenhall hub";
    }

    @Override
    protected JSONArray scopes() throws JSONException {
        return new JSONArray()
                .put(scope("devices.read", "See devices and energy use", "read"))
                .put(scope("devices.control", "Switch and dim lights", "write"))
                .put(scope("doors.unlock", "Unlock doors", "write"));
    }

    @Override
    protected JSONArray tools() throws JSONException {
        return new JSONArray()
                .put(tool("list_devices", "List devices", "Lists the hub's lights and locks with their state.",
                        "{'type':'object','properties':{},'additionalProperties':false}",
                        "{'type':'object','properties':{'devices':{'type':'array','items':{'type':'object'}}},"
                                + "'required':['devices']}",
                        "devices.read", "read", "low", false, true, "never"))
                .put(tool("set_light", "Dim a light", "Sets a light's brightness from 0 (off) to 100.",
                        "{'type':'object','properties':{'device_id':{'type':'string','pattern':'^[a-z][a-z0-9_]{0,31}$'},"
                                + "'level':{'type':'integer','minimum':0,'maximum':100}},"
                                + "'required':['device_id','level'],'additionalProperties':false}",
                        "{'type':'object','properties':{'device_id':{'type':'string'},'level':{'type':'integer'}},"
                                + "'required':['device_id','level']}",
                        "devices.control", "update", "low", false, true, "provider_policy"))
                .put(tool("unlock_door", "Unlock a door", "Unlocks a door lock; the user confirms on the hub screen.",
                        "{'type':'object','properties':{'door_id':{'type':'string','pattern':'^[a-z][a-z0-9_]{0,31}$'}},"
                                + "'required':['door_id'],'additionalProperties':false}",
                        "{'type':'object','properties':{'door_id':{'type':'string'},'locked':{'type':'boolean'}},"
                                + "'required':['door_id','locked']}",
                        "doors.unlock", "update", "high", false, true, "always"))
                .put(tool("export_energy_log", "Export an energy log",
                        "Sends one finished day's device log as a file, one JSON object per line.",
                        "{'type':'object','properties':{'day':{'type':'string','pattern':'^[0-9]{4}-[0-9]{2}-[0-9]{2}$'}},"
                                + "'required':['day'],'additionalProperties':false}",
                        "{'type':'object','properties':{'at':{'type':'integer'},'key':{'type':'string'}},"
                                + "'required':['at','key']}",
                        "devices.read", "read", "low", false, true, "never"));
    }

    @Override
    protected String summary(Call call) {
        if ("unlock_door".equals(call.tool)) {
            return "Unlock the door \"" + call.args.optString("door_id") + "\"";
        }
        return call.tool;
    }

    @Override
    protected Bundle read(Call call) throws JSONException {
        if ("list_devices".equals(call.tool)) {
            JSONObject value = new JSONObject().put("devices", devices.snapshot(DEVICE));
            return Replies.success(call.requestId, Replies.inline(value));
        }
        if ("export_energy_log".equals(call.tool)) {
            return exportEnergyLog(call);
        }
        return Replies.error(call.requestId, "TOOL_NOT_FOUND", "No such tool", false);
    }

    private Bundle exportEnergyLog(Call call) throws JSONException {
        String day = call.args.getString("day");
        if (!DAY.matcher(day).matches()) {
            return Replies.error(call.requestId, "INVALID_ARGS", "day must be written YYYY-MM-DD", false);
        }
        if (!call.capabilities.contains(LARGE_RESULTS)) {
            return Replies.error(call.requestId, "RESULT_TOO_LARGE", "Energy logs are sent as files only", false);
        }
        CompletableFuture<Bundle> reply = CompletableFuture
                .supplyAsync(() -> history.closedDay("energy", day), io)
                .thenApply(file -> {
                    if (file == null) {
                        return Replies.error(call.requestId, "INVALID_ARGS", "No energy log is kept for that day", false);
                    }
                    try {
                        String sha256 = HistoryFiles.sha256(file);
                        ParcelFileDescriptor fd = ParcelFileDescriptor.open(file, ParcelFileDescriptor.MODE_READ_WRITE);
                        return Replies.file(call.requestId, "application/x-ndjson", file.length(), sha256, fd);
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                })
                .exceptionally(error -> errors.reply(call.requestId, error));
        return await(reply, call);
    }

    @Override
    protected CompletableFuture<Bundle> mutate(Call call) throws JSONException {
        if ("set_light".equals(call.tool)) {
            return setLight(call);
        }
        if ("unlock_door".equals(call.tool)) {
            return unlockDoor(call);
        }
        return now(Replies.error(call.requestId, "TOOL_NOT_FOUND", "No such tool", false));
    }

    private CompletableFuture<Bundle> setLight(Call call) throws JSONException {
        String deviceId = call.args.getString("device_id");
        int level = call.args.getInt("level");
        if (!DEVICE_ID.matcher(deviceId).matches() || level < 0 || level > 100) {
            return now(Replies.error(call.requestId, "INVALID_ARGS", "Unknown device or level out of range", false));
        }
        String key = DEVICE + deviceId;
        CompletableFuture<JSONObject> done = queue.submit(() -> {
            int uid = Binder.getCallingUid();
            if (!grants.mayControl(uid, key)) {
                throw new SecurityException("no grant for " + key);
            }
            JSONObject light = devices.get(key);
            if (light == null || !"light".equals(light.optString("kind"))) {
                throw new NoSuchElementException(deviceId);
            }
            devices.put(key, new JSONObject(light.toString()).put("level", level));
            return new JSONObject().put("device_id", deviceId).put("level", level);
        });
        return finish(call, done);
    }

    private CompletableFuture<Bundle> unlockDoor(Call call) throws JSONException {
        String doorId = call.args.getString("door_id");
        if (!DEVICE_ID.matcher(doorId).matches()) {
            return now(Replies.error(call.requestId, "INVALID_ARGS", "Unknown door", false));
        }
        String key = DEVICE + doorId;
        CompletableFuture<JSONObject> done = queue.submit(() -> {
            if (System.currentTimeMillis() >= call.deadlineAtMs) {
                throw new TimeoutException("dequeued after the deadline");
            }
            if (!grants.mayControl(call.uid, key)) {
                throw new SecurityException("no grant for " + key);
            }
            JSONObject lock = devices.get(key);
            if (lock == null || !"lock".equals(lock.optString("kind"))) {
                throw new NoSuchElementException(doorId);
            }
            devices.put(key, new JSONObject(lock.toString()).put("locked", false)
                    .put("unlocked_at", System.currentTimeMillis()));
            return new JSONObject().put("door_id", doorId).put("locked", false);
        });
        return finish(call, done);
    }

    private CompletableFuture<Bundle> finish(Call call, CompletableFuture<JSONObject> work) {
        return work
                .thenApply(value -> Replies.success(call.requestId, Replies.inline(value)))
                .exceptionally(error -> errors.reply(call.requestId, error));
    }
}
