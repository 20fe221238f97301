package com.tidepool.reef.dosing;

import android.content.ContentResolver;
import android.content.ContentValues;
import android.net.Uri;

import com.tidepool.reef.cetp.AppIdentity;
import com.tidepool.reef.cetp.Confirmations;
import com.tidepool.reef.cetp.ResultCallback;
import com.tidepool.reef.cetp.ToolRequest;
import com.tidepool.reef.cetp.ToolSpec;
import com.tidepool.reef.data.PumpRepo;
import com.tidepool.reef.data.ReminderProvider;
import com.tidepool.reef.data.RowCallback;

import java.util.Collections;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.Callable;

import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** The dosing tools: each constant carries its descriptor and overrides run(). */
enum DoseTool {
    LIST_PUMPS(new ToolSpec("list_pumps", "List dosing pumps", "Lists the paired dosing pumps and their additives.",
            "read", "low", "never", false, true, false, new String[] {"pumps.read"},
            "{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false}",
            "{\"type\":\"object\",\"properties\":{\"pumps\":{\"type\":\"array\"}},\"required\":[\"pumps\"]}")) {
        @Override
        void run(DosingProvider provider, ToolRequest request, ResultCallback callback) throws JSONException {
            List<PumpRepo.Pump> pumps = provider.pumps().pumps();
            Collections.sort(pumps, new Comparator<PumpRepo.Pump>() {
                @Override
                public int compare(PumpRepo.Pump a, PumpRepo.Pump b) {
                    return a.name.compareToIgnoreCase(b.name);
                }
            });
            JSONArray out = new JSONArray();
            for (PumpRepo.Pump pump : pumps) {
                out.put(pump.toJson());
            }
            callback.onSuccess(new JSONObject().put("pumps", out));
        }
    },
    PUMP_STATUS(new ToolSpec("pump_status", "Pump status", "Returns a pump's reservoir level readings.", "read",
            "low", "never", false, true, false, new String[] {"pumps.read"},
            "{\"type\":\"object\",\"properties\":{\"pump_id\":{\"type\":\"integer\"},\"force_refresh\":"
                    + "{\"type\":\"boolean\"}},\"required\":[\"pump_id\"],\"additionalProperties\":false}",
            "{\"type\":\"object\",\"properties\":{\"pump_id\":{\"type\":\"integer\"},\"levels\":{\"type\":\"array\"}},"
                    + "\"required\":[\"pump_id\",\"levels\"]}")) {
        @Override
        void run(DosingProvider provider, ToolRequest request, ResultCallback callback) throws JSONException {
            Args a = Args.parse(request.args);
            if (a.pumpId <= 0L || provider.pumps().pump(a.pumpId) == null) {
                callback.onError("INVALID_ARGS", "No such pump.");
                return;
            }
            JSONObject status = a.forceRefresh ? null : provider.cachedStatus(a.pumpId);
            if (status == null) {
                final JSONObject fresh = new JSONObject().put("pump_id", a.pumpId);
                final JSONArray levels = new JSONArray();
                provider.pumps().readings(a.pumpId, 24, new RowCallback<PumpRepo.Reading>() {
                    @Override
                    public void onRow(PumpRepo.Reading reading) throws JSONException {
                        levels.put(reading.toJson());
                    }

                    @Override
                    public void onEnd(int count) throws JSONException {
                        fresh.put("levels", levels);
                        fresh.put("readings", count);
                    }
                });
                provider.cacheStatus(a.pumpId, fresh);
                status = fresh;
            }
            callback.onSuccess(status);
        }
    },
    SCHEDULE_DOSE(new ToolSpec("schedule_dose", "Schedule a dose",
            "Schedules a dose of a pump's additive at a future time. Large doses are confirmed in Reefkeeper.",
            "create", "moderate", "provider_policy", false, false, true, new String[] {"pumps.control"},
            "{\"type\":\"object\",\"properties\":{\"pump_id\":{\"type\":\"integer\"},\"millilitres\":{\"type\":"
                    + "\"number\",\"exclusiveMinimum\":0,\"maximum\":50},\"at_ms\":{\"type\":\"integer\"}},"
                    + "\"required\":[\"pump_id\",\"millilitres\",\"at_ms\"],\"additionalProperties\":false}",
            "{\"type\":\"object\",\"properties\":{\"schedule_id\":{\"type\":\"integer\"}},\"required\":[\"schedule_id\"]}")) {
        @Override
        void run(DosingProvider provider, ToolRequest request, ResultCallback callback) throws JSONException {
            Args a = Args.parse(request.args);
            PumpRepo.Pump pump = a.pumpId > 0L ? provider.pumps().pump(a.pumpId) : null;
            if (pump == null || !(a.millilitres > 0 && a.millilitres <= 50)
                    || a.atMs <= System.currentTimeMillis()) {
                callback.onError("INVALID_ARGS", "A pump, 0 to 50 ml and a future time are required.");
                return;
            }
            if (a.millilitres > 20) {
                String summary = "Schedule " + a.millilitres + " ml of " + pump.additive + " from " + pump.name + "?";
                if (!Confirmations.get().confirmed(request, summary, provider.prompt(), callback)) {
                    return;
                }
            }
            final long scheduleId = provider.pumps().insertSchedule(pump.id, a.millilitres, a.atMs,
                    request.callerPackage);
            final long dueAt = a.atMs;
            final int uid = request.uid;
            final ContentResolver resolver = provider.getContext().getContentResolver();
            Uri reminder = AppIdentity.asApp(new Callable<Uri>() {
                @Override
                public Uri call() {
                    ContentValues v = new ContentValues();
                    v.put("kind", "dose");
                    v.put("ref_id", Long.valueOf(scheduleId));
                    v.put("due_at", Long.valueOf(dueAt));
                    v.put("requested_by_uid", Integer.valueOf(uid));
                    return resolver.insert(ReminderProvider.CONTENT_URI, v);
                }
            });
            callback.onSuccess(new JSONObject().put("schedule_id", scheduleId).put("reminder_set", reminder != null));
        }
    },
    RUN_DOSE_NOW(new ToolSpec("run_dose_now", "Dose now", "Runs a pump now for the given volume of additive.",
            "update", "high", "always", false, false, true, new String[] {"pumps.control"},
            "{\"type\":\"object\",\"properties\":{\"pump_id\":{\"type\":\"integer\"},\"millilitres\":{\"type\":"
                    + "\"number\",\"exclusiveMinimum\":0,\"maximum\":50}},\"required\":[\"pump_id\",\"millilitres\"],"
                    + "\"additionalProperties\":false}",
            "{\"type\":\"object\",\"properties\":{\"command_id\":{\"type\":\"integer\"}},\"required\":[\"command_id\"]}")) {
        @Override
        void run(DosingProvider provider, ToolRequest request, ResultCallback callback) throws JSONException {
            Args a = Args.parse(request.args);
            PumpRepo.Pump pump = a.pumpId > 0L ? provider.pumps().pump(a.pumpId) : null;
            if (pump == null || !(a.millilitres > 0 && a.millilitres <= 50)) {
                callback.onError("INVALID_ARGS", "A pump and 0 to 50 ml are required.");
                return;
            }
            String summary = "Dose " + a.millilitres + " ml of " + pump.additive + " from " + pump.name
                    + " now? A dose cannot be taken back out of the tank.";
            if (!Confirmations.get().confirmed(request, summary, provider.prompt(), callback)) {
                return;
            }
            long commandId = provider.driver().dose(pump.id, a.millilitres);
            callback.onSuccess(new JSONObject().put("command_id", commandId));
        }
    },
    CANCEL_SCHEDULE(new ToolSpec("cancel_schedule", "Cancel a scheduled dose", "Removes a scheduled dose.",
            "delete", "moderate", "always", false, true, false, new String[] {"pumps.control"},
            "{\"type\":\"object\",\"properties\":{\"schedule_id\":{\"type\":\"integer\"}},\"required\":"
                    + "[\"schedule_id\"],\"additionalProperties\":false}",
            "{\"type\":\"object\",\"properties\":{\"cancelled\":{\"type\":\"boolean\"}},\"required\":[\"cancelled\"]}")) {
        @Override
        void run(DosingProvider provider, ToolRequest request, ResultCallback callback) throws JSONException {
            Args a = Args.parse(request.args);
            if (a.scheduleId <= 0L || !provider.pumps().scheduleExists(a.scheduleId)) {
                callback.onError("INVALID_ARGS", "No such scheduled dose.");
                return;
            }
            if (!Confirmations.get().confirmed(request, "Cancel scheduled dose " + a.scheduleId + "?",
                    provider.prompt(), callback)) {
                return;
            }
            callback.onSuccess(new JSONObject().put("cancelled", provider.pumps().deleteSchedule(a.scheduleId)));
        }
    };

    /** The arguments any dosing tool takes; each tool checks the ones it needs. */
    static final class Args {
        long pumpId = -1L;
        long scheduleId = -1L;
        double millilitres = Double.NaN;
        long atMs = -1L;
        boolean forceRefresh;

        static Args parse(JSONObject json) throws JSONException {
            Args a = new Args();
            Iterator<String> keys = json.keys();
            while (keys.hasNext()) {
                String key = keys.next();
                switch (key) {
                    case "pump_id":
                        a.pumpId = json.getLong("pump_id");
                        break;
                    case "schedule_id":
                        a.scheduleId = json.getLong("schedule_id");
                        break;
                    case "millilitres":
                        a.millilitres = json.getDouble("millilitres");
                        break;
                    case "at_ms":
                        a.atMs = json.getLong("at_ms");
                        break;
                    case "force_refresh":
                        a.forceRefresh = json.optBoolean("force_refresh", false);
                        break;
                    default:
                        throw new JSONException("unknown argument " + key);
                }
            }
            return a;
        }
    }

    final ToolSpec spec;

    DoseTool(ToolSpec spec) {
        this.spec = spec;
    }

    abstract void run(DosingProvider provider, ToolRequest request, ResultCallback callback) throws JSONException;

    static DoseTool byName(String name) {
        for (DoseTool tool : values()) {
            if (tool.spec.name.equals(name)) {
                return tool;
            }
        }
        return null;
    }
}
