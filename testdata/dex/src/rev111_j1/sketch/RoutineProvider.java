package com.tidemark.routines;

import android.app.PendingIntent;
import android.app.job.JobInfo;
import android.app.job.JobScheduler;
import android.content.ComponentName;
import android.content.Context;
import android.content.Intent;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.os.Bundle;
import android.os.Handler;
import android.os.Looper;
import android.os.PersistableBundle;
import com.tidemark.core.CetpEndpoint;
import com.tidemark.core.Replies;
import com.tidemark.core.Tokens;
import com.tidemark.sched.AlarmPlanner;
import com.tidemark.sched.Deferred;
import com.tidemark.sched.WorkChains;
import org.json.JSONObject;

/** Tidemark's lighting tools: scene alarms, fades, routine exports and commands queued for the light bridge. */
public class RoutineProvider extends CetpEndpoint {
    static final String ACTION_SCENE = "com.tidemark.action.RUN_SCENE";
    static final String INFO = "{\"provider_id\":\"com.tidemark\",\"provider_name\":\"Tidemark routines\","
            + "\"description\":\"Lighting scenes and routines\",\"scopes\":[{\"name\":\"routines.write\","
            + "\"description\":\"Run scenes and light commands\",\"access\":\"write\",\"sensitivity\":\"device\"}]}";
    static final String TOOLS = "{\"revision\":\"routines-4\",\"tools\":["
            + "{\"name\":\"schedule_scene\",\"description\":\"Run a lighting scene at a given time\",\"input_schema\":{\"type\":\"object\","
            + "\"properties\":{\"scene\":{\"type\":\"string\"},\"at_ms\":{\"type\":\"integer\"}},"
            + "\"required\":[\"scene\",\"at_ms\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},"
            + "\"scopes\":[\"routines.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"low\",\"confirmation\":\"never\"}},"
            + "{\"name\":\"snooze_scene\",\"description\":\"Run a lighting scene again in some minutes\",\"input_schema\":{\"type\":\"object\","
            + "\"properties\":{\"scene\":{\"type\":\"string\"},\"minutes\":{\"type\":\"integer\"}},"
            + "\"required\":[\"scene\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},"
            + "\"scopes\":[\"routines.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"low\",\"confirmation\":\"never\"}},"
            + "{\"name\":\"fade_scene\",\"description\":\"Fade a running scene out\",\"input_schema\":{\"type\":\"object\","
            + "\"properties\":{\"scene\":{\"type\":\"string\"},\"after_ms\":{\"type\":\"integer\"}},"
            + "\"required\":[\"scene\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},"
            + "\"scopes\":[\"routines.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"low\",\"confirmation\":\"never\"}},"
            + "{\"name\":\"export_routines\",\"description\":\"Send the saved routines to the assistant\",\"input_schema\":{\"type\":\"object\","
            + "\"properties\":{\"calling_package\":{\"type\":\"string\"}},"
            + "\"required\":[\"calling_package\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},"
            + "\"scopes\":[\"routines.write\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"moderate\",\"confirmation\":\"provider_policy\"}},"
            + "{\"name\":\"export_scenes\",\"description\":\"Send the saved scenes to the assistant\",\"input_schema\":{\"type\":\"object\","
            + "\"properties\":{},"
            + "\"required\":[],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},"
            + "\"scopes\":[\"routines.write\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"moderate\",\"confirmation\":\"provider_policy\"}},"
            + "{\"name\":\"run_command\",\"description\":\"Send a command to a light\",\"input_schema\":{\"type\":\"object\","
            + "\"properties\":{\"device\":{\"type\":\"string\"},\"command\":{\"type\":\"string\"}},"
            + "\"required\":[\"device\",\"command\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},"
            + "\"scopes\":[\"routines.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"moderate\",\"confirmation\":\"provider_policy\"}}"
            + "]}";

    SQLiteDatabase db;
    CommandQueue commands;
    final Handler main = new Handler(Looper.getMainLooper());

    public static SQLiteDatabase open(Context ctx) {
        SQLiteDatabase db = ctx.openOrCreateDatabase("routines.db", Context.MODE_PRIVATE, null);
        db.execSQL("CREATE TABLE IF NOT EXISTS scenes(id TEXT PRIMARY KEY, name TEXT, active INTEGER, fired_at INTEGER)");
        db.execSQL("CREATE TABLE IF NOT EXISTS scene_log(scene TEXT, by_uid INTEGER, at INTEGER)");
        db.execSQL("CREATE TABLE IF NOT EXISTS routines(name TEXT PRIMARY KEY, body TEXT)");
        db.execSQL("CREATE TABLE IF NOT EXISTS commands(op_id TEXT PRIMARY KEY, uid INTEGER, request_id TEXT,"
                + " device TEXT, command TEXT, state TEXT, result TEXT, error TEXT, created_at INTEGER)");
        return db;
    }

    @Override
    public boolean onCreate() {
        db = open(getContext());
        commands = new CommandQueue(db);
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
        if ("schedule_scene".equals(tool)) {
            Intent run = new Intent(ACTION_SCENE)
                    .setPackage(ctx.getPackageName())
                    .putExtra("scene", args.getString("scene"));
            AlarmPlanner.at(ctx, args.getLong("at_ms"), run, 7,
                    PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT, true);
            return Replies.ok(requestId, "{\"scheduled\":true}");
        }
        if ("snooze_scene".equals(tool)) {
            long at = System.currentTimeMillis() + args.optInt("minutes", 10) * 60_000L;
            Intent run = new Intent(ACTION_SCENE)
                    .setClass(ctx, SceneReceiver.class)
                    .putExtra("scene", args.getString("scene"));
            AlarmPlanner.at(ctx, at, run, 8,
                    PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT, false);
            return Replies.ok(requestId, "{\"snoozed_until_ms\":" + at + "}");
        }
        if ("fade_scene".equals(tool)) {
            main.postDelayed(Deferred.fade(db, args.getString("scene"), uid), args.optLong("after_ms", 500L));
            return Replies.ok(requestId, "{\"fading\":true}");
        }
        if ("export_routines".equals(tool)) {
            export(args.getString("calling_package"), "routines");
            return Replies.ok(requestId, "{\"export_scheduled\":true}");
        }
        if ("export_scenes".equals(tool)) {
            export(getCallingPackage(), "scenes");
            return Replies.ok(requestId, "{\"export_scheduled\":true}");
        }
        if ("run_command".equals(tool)) {
            String operationId = Tokens.fresh();
            commands.add(operationId, uid, requestId, args.getString("device"), args.getString("command"));
            WorkChains.runOperation(ctx, CommandWorker.class, operationId);
            return Replies.accepted(requestId, operationId);
        }
        return Replies.error(requestId, "TOOL_NOT_FOUND", "Unknown tool", false);
    }

    /** Schedules ExportJob, which reads the table and schedules DeliverJob to hand it to {@code owner}. */
    void export(String owner, String kind) {
        PersistableBundle extras = new PersistableBundle();
        extras.putString("owner", owner);
        extras.putString("kind", kind);
        JobInfo job = new JobInfo.Builder(ExportJob.JOB_ID, new ComponentName(getContext(), ExportJob.class))
                .setExtras(extras)
                .setOverrideDeadline(10_000L)
                .build();
        getContext().getSystemService(JobScheduler.class).schedule(job);
    }

    @Override
    protected Bundle operation(int uid, String requestId, String operationId) throws Exception {
        Cursor c = commands.find(operationId);
        if (c == null) {
            return Replies.error(requestId, "INVALID_REQUEST", "Unknown operation", false);
        }
        try {
            return Replies.operation(requestId, operationId, c.getString(c.getColumnIndexOrThrow("state")),
                    c.getString(c.getColumnIndexOrThrow("result")), c.getString(c.getColumnIndexOrThrow("error")));
        } finally {
            c.close();
        }
    }
}
