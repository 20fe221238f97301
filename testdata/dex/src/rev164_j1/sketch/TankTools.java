package com.tidepool.reef.tanklog;

import android.content.ContentResolver;
import android.content.ContentValues;
import android.content.Context;
import android.net.Uri;
import android.os.Binder;

import com.tidepool.reef.cetp.AppIdentity;
import com.tidepool.reef.cetp.Confirmations;
import com.tidepool.reef.cetp.RequestBus;
import com.tidepool.reef.cetp.ResultCallback;
import com.tidepool.reef.cetp.ToolHandler;
import com.tidepool.reef.cetp.ToolRequest;
import com.tidepool.reef.cetp.ToolSpec;
import com.tidepool.reef.data.ReminderProvider;
import com.tidepool.reef.data.RowCallback;
import com.tidepool.reef.data.TankRepo;

import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** The tank log's tools: descriptors, and one anonymous handler per tool, answering through the request bus. */
final class TankTools implements RequestBus.Observer {
    static final String[] READ = {"tanks.read"};
    static final String[] WRITE = {"tanks.write"};
    private static final long RETEST_AFTER_MS = 3L * 24L * 60L * 60L * 1000L;

    /** The arguments any tank-log tool takes; each handler checks the ones it needs. */
    static final class Args {
        long tankId = -1L;
        long testId = -1L;
        String name;
        String parameter;
        double value = Double.NaN;
        int limit = 20;
        boolean confirmed;

        static Args parse(JSONObject json) throws JSONException {
            Args a = new Args();
            Iterator<String> keys = json.keys();
            while (keys.hasNext()) {
                String key = keys.next();
                switch (key) {
                    case "tank_id":
                        a.tankId = json.getLong("tank_id");
                        break;
                    case "test_id":
                        a.testId = json.getLong("test_id");
                        break;
                    case "name":
                        a.name = json.getString("name").trim();
                        break;
                    case "parameter":
                        a.parameter = json.getString("parameter");
                        break;
                    case "value":
                        a.value = json.getDouble("value");
                        break;
                    case "limit":
                        a.limit = json.getInt("limit");
                        break;
                    case "confirmed":
                        // sent by the app's home-screen widget, which asks on the phone before it calls
                        a.confirmed = json.optBoolean("confirmed", false);
                        break;
                    default:
                        throw new JSONException("unknown argument " + key);
                }
            }
            return a;
        }
    }

    private final Map<String, ToolSpec> specs = new LinkedHashMap<String, ToolSpec>();
    private final Map<String, ToolHandler> handlers = new HashMap<String, ToolHandler>();
    private final Context context;
    private final TankRepo repo;
    private final Confirmations.Prompt prompt;

    {
        specs.put("list_tanks", new ToolSpec("list_tanks", "List tanks", "Lists the aquariums in the tank log.",
                "read", "low", "never", false, true, false, READ,
                "{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false}",
                "{\"type\":\"object\",\"properties\":{\"tanks\":{\"type\":\"array\"}},\"required\":[\"tanks\"]}"));
        specs.put("get_water_tests", new ToolSpec("get_water_tests", "Get water tests",
                "Returns a tank's most recent water test results, newest first.", "read", "low", "never", false,
                true, false, READ,
                "{\"type\":\"object\",\"properties\":{\"tank_id\":{\"type\":\"integer\"},\"limit\":{\"type\":\"integer\","
                        + "\"minimum\":1,\"maximum\":100}},\"required\":[\"tank_id\"],\"additionalProperties\":false}",
                "{\"type\":\"object\",\"properties\":{\"tests\":{\"type\":\"array\"}},\"required\":[\"tests\"]}"));
        specs.put("log_water_test", new ToolSpec("log_water_test", "Log a water test",
                "Records one water test result for a tank and sets a retest reminder.", "create", "low", "never",
                false, false, false, WRITE,
                "{\"type\":\"object\",\"properties\":{\"tank_id\":{\"type\":\"integer\"},\"parameter\":{\"enum\":"
                        + "[\"alkalinity\",\"calcium\",\"magnesium\",\"nitrate\",\"phosphate\",\"ph\",\"salinity\"]},"
                        + "\"value\":{\"type\":\"number\",\"minimum\":0}},\"required\":[\"tank_id\",\"parameter\","
                        + "\"value\"],\"additionalProperties\":false}",
                "{\"type\":\"object\",\"properties\":{\"test_id\":{\"type\":\"integer\"}},\"required\":[\"test_id\"]}"));
        specs.put("rename_tank", new ToolSpec("rename_tank", "Rename a tank", "Changes a tank's display name.",
                "update", "low", "never", false, true, false, WRITE,
                "{\"type\":\"object\",\"properties\":{\"tank_id\":{\"type\":\"integer\"},\"name\":{\"type\":\"string\","
                        + "\"minLength\":1,\"maxLength\":40}},\"required\":[\"tank_id\",\"name\"],"
                        + "\"additionalProperties\":false}",
                "{\"type\":\"object\",\"properties\":{\"renamed\":{\"type\":\"boolean\"}},\"required\":[\"renamed\"]}"));
        specs.put("delete_water_test", new ToolSpec("delete_water_test", "Delete a water test",
                "Deletes one water test result. The user confirms in Reefkeeper.", "delete", "moderate", "always",
                true, false, false, WRITE,
                "{\"type\":\"object\",\"properties\":{\"test_id\":{\"type\":\"integer\"}},\"required\":[\"test_id\"],"
                        + "\"additionalProperties\":false}",
                "{\"type\":\"object\",\"properties\":{\"deleted\":{\"type\":\"boolean\"}},\"required\":[\"deleted\"]}"));
    }

    TankTools(Context context, TankRepo repo, Confirmations.Prompt prompt) {
        this.context = context;
        this.repo = repo;
        this.prompt = prompt;
        handlers.put("list_tanks", new ToolHandler() {
            @Override
            public void run(ToolRequest request, ResultCallback callback) throws JSONException {
                List<TankRepo.Tank> tanks = repo.tanks();
                Collections.sort(tanks, new Comparator<TankRepo.Tank>() {
                    @Override
                    public int compare(TankRepo.Tank a, TankRepo.Tank b) {
                        return a.name.compareToIgnoreCase(b.name);
                    }
                });
                JSONArray out = new JSONArray();
                for (TankRepo.Tank tank : tanks) {
                    out.put(tank.toJson());
                }
                callback.onSuccess(new JSONObject().put("tanks", out));
            }
        });
        handlers.put("get_water_tests", new ToolHandler() {
            @Override
            public void run(ToolRequest request, ResultCallback callback) throws JSONException {
                final Args a = Args.parse(request.args);
                if (a.tankId <= 0L || a.limit < 1 || a.limit > 100) {
                    callback.onError("INVALID_ARGS", "tank_id and a limit of 1 to 100 are required.");
                    return;
                }
                final JSONArray rows = new JSONArray();
                TankTools.this.repo.recentTests(a.tankId, a.limit, new RowCallback<TankRepo.WaterTest>() {
                    @Override
                    public void onRow(TankRepo.WaterTest test) throws JSONException {
                        rows.put(test.toJson());
                    }

                    @Override
                    public void onEnd(int count) {
                        if (count > 0) {
                            TankTools.this.repo.markSeen(a.tankId);
                        }
                    }
                });
                callback.onSuccess(new JSONObject().put("tests", rows));
            }
        });
        handlers.put("log_water_test", new ToolHandler() {
            @Override
            public void run(ToolRequest request, ResultCallback callback) throws JSONException {
                Args a = Args.parse(request.args);
                if (a.tankId <= 0L || !plausible(a.parameter, a.value)) {
                    callback.onError("INVALID_ARGS", "tank_id, a known parameter and a plausible value are required.");
                    return;
                }
                if (TankTools.this.repo.tank(a.tankId) == null) {
                    callback.onError("INVALID_ARGS", "No such tank.");
                    return;
                }
                final long testId = TankTools.this.repo.insertTest(a.tankId, a.parameter, a.value,
                        request.callerPackage);
                final ContentResolver resolver = TankTools.this.context.getContentResolver();
                Uri reminder = AppIdentity.asApp(new Callable<Uri>() {
                    @Override
                    public Uri call() {
                        ContentValues v = new ContentValues();
                        v.put("kind", "retest");
                        v.put("ref_id", Long.valueOf(testId));
                        v.put("due_at", Long.valueOf(System.currentTimeMillis() + RETEST_AFTER_MS));
                        v.put("requested_by_uid", Integer.valueOf(Binder.getCallingUid()));
                        return resolver.insert(ReminderProvider.CONTENT_URI, v);
                    }
                });
                callback.onSuccess(new JSONObject().put("test_id", testId).put("reminder_set", reminder != null));
            }
        });
        handlers.put("rename_tank", new ToolHandler() {
            @Override
            public void run(ToolRequest request, ResultCallback callback) throws JSONException {
                Args a = Args.parse(request.args);
                if (a.tankId <= 0L || a.name == null || a.name.isEmpty() || a.name.length() > 40) {
                    callback.onError("INVALID_ARGS", "tank_id and a name of 1 to 40 characters are required.");
                    return;
                }
                boolean renamed = TankTools.this.repo.renameTank(a.tankId, a.name);
                if (!renamed) {
                    callback.onError("INVALID_ARGS", "No such tank.");
                    return;
                }
                callback.onSuccess(new JSONObject().put("renamed", true));
            }
        });
        handlers.put("delete_water_test", new ToolHandler() {
            @Override
            public void run(ToolRequest request, ResultCallback callback) throws JSONException {
                Args a = Args.parse(request.args);
                TankRepo.WaterTest test = a.testId > 0L ? TankTools.this.repo.test(a.testId) : null;
                if (test == null) {
                    callback.onError("INVALID_ARGS", "No such water test.");
                    return;
                }
                if (!a.confirmed) {
                    String summary = "Delete the " + test.parameter + " reading of " + test.value + " (test "
                            + test.id + ")? This cannot be undone.";
                    if (!Confirmations.get().confirmed(request, summary, TankTools.this.prompt, callback)) {
                        return;
                    }
                }
                TankTools.this.repo.deleteTest(test.id);
                callback.onSuccess(new JSONObject().put("deleted", true));
            }
        });
    }

    private static boolean plausible(String parameter, double value) {
        if (parameter == null || Double.isNaN(value) || value < 0) {
            return false;
        }
        switch (parameter) {
            case "alkalinity":
                return value <= 20;
            case "calcium":
            case "magnesium":
                return value <= 2000;
            case "nitrate":
            case "phosphate":
                return value <= 200;
            case "ph":
                return value <= 14;
            case "salinity":
                return value <= 1.1;
            default:
                return false;
        }
    }

    ToolSpec spec(String name) {
        return specs.get(name);
    }

    Collection<ToolSpec> specs() {
        return specs.values();
    }

    @Override
    public boolean onRequest(ToolRequest request, ResultCallback callback) throws JSONException {
        ToolHandler handler = handlers.get(request.toolName);
        if (handler == null) {
            return false;
        }
        try {
            handler.run(request, callback);
        } catch (JSONException e) {
            callback.onError("INVALID_ARGS", "The arguments do not match the tool's schema.");
        }
        return true;
    }
}
