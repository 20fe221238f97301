package com.lumenhall.hub.scenes;

import android.app.PendingIntent;
import android.content.Intent;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import android.util.Log;
import com.lumenhall.hub.Hub;
import com.lumenhall.hub.bus.EventBus;
import com.lumenhall.hub.bus.Events;
import com.lumenhall.hub.cetp.Call;
import com.lumenhall.hub.cetp.Replies;
import com.lumenhall.hub.cetp.ToolEndpoint;
import com.lumenhall.hub.cetp.Tokens;
import com.lumenhall.hub.confirm.ConfirmActivity;
import com.lumenhall.hub.data.Grants;
import com.lumenhall.hub.data.HistoryFiles;
import com.lumenhall.hub.state.StateStore;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.security.SecureRandom;
import java.util.NoSuchElementException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeoutException;
import java.util.regex.Pattern;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** Scenes (named sets of device levels) as CETP tools, and the daily scene history as file results. */
public final class SceneTools extends ToolEndpoint {
    private static final String TAG = "LumenhallScenes";
    private static final String SCENE = "scene:";
    private static final Pattern SCENE_ID = Pattern.compile("[a-z][a-z0-9_]{0,31}");
    private static final Pattern DAY = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");

    private final StateStore scenes = new StateStore();
    private final Grants grants;
    private final HistoryFiles history;
    private final Executor io;
    private final SecureRandom tokenRandom = new SecureRandom();

    public SceneTools(Hub hub) {
        super(hub, new OutcomeJournal(hub.db));
        this.grants = hub.grants;
        this.history = hub.history;
        this.io = hub.io;
        load(hub.db.getReadableDatabase());
        scenes.observe(new StateStore.Observer() {
            @Override
            public void onChanged(String key, JSONObject state) {
                String id = key.substring(SCENE.length());
                SQLiteDatabase db = hub.db.getWritableDatabase();
                if (state == null) {
                    db.delete("scenes", "id = ?", new String[] {id});
                    return;
                }
                db.execSQL("UPDATE scenes SET name = '" + state.optString("name") + "', updated_at = "
                        + System.currentTimeMillis() + " WHERE id = '" + id + "'");
            }
        });
        scenes.observe(history.writer("scenes"));
        bus.register(Events.ConfirmationCheck.class, check -> {
            // the assistant may already have asked the user in its own chat
            if (check.verdict == Events.ConfirmationCheck.UNDECIDED && check.call.args.optBoolean("confirmed", false)) {
                check.verdict = Events.ConfirmationCheck.APPROVED;
            }
        });
        bus.register(Events.TokenRequest.class, request -> {
            byte[] raw = new byte[32];
            tokenRandom.nextBytes(raw);
            request.token = Tokens.hex(raw);
        });
        bus.register(Events.ResolutionRequest.class, new EventBus.Subscriber<Events.ResolutionRequest>() {
            @Override
            public void onEvent(Events.ResolutionRequest request) {
                Intent intent = new Intent(hub.context, ConfirmActivity.class);
                intent.putExtra(ConfirmActivity.EXTRA_APPROVAL, request.approvalKey);
                request.resolution = PendingIntent.getActivity(hub.context, request.approvalKey.hashCode(), intent,
                        PendingIntent.FLAG_UPDATE_CURRENT | PendingIntent.FLAG_MUTABLE);
            }
        });
    }

    private void load(SQLiteDatabase db) {
        Cursor rows = db.rawQuery("SELECT id, name, steps FROM scenes", null);
        try {
            while (rows.moveToNext()) {
                try {
                    JSONObject scene = new JSONObject()
                            .put("id", rows.getString(0))
                            .put("name", rows.getString(1))
                            .put("steps", new JSONArray(rows.getString(2)));
                    scenes.seed(SCENE + rows.getString(0), scene);
                } catch (JSONException e) {
                    Log.w(TAG, "unreadable scene row", e);
                }
            }
        } finally {
            rows.close();
        }
    }

    @Override
    protected String providerId() {
        return "com.lumenhall.hub.scenes";
    }

    @Override
    protected String providerName() {
        return "Lumenhall scenes";
    }

    @Override
    protected String description() {
        return "Named lighting scenes of the Lumenhall hub";
    }

    @Override
    protected JSONArray scopes() throws JSONException {
        return new JSONArray()
                .put(scope("scenes.read", "See scenes and their history", "read"))
                .put(scope("scenes.write", "Rename and delete scenes", "write"));
    }

    @Override
    protected JSONArray tools() throws JSONException {
        return new JSONArray()
                .put(tool("list_scenes", "List scenes", "Lists the hub's scenes with their steps.",
                        "{'type':'object','properties':{},'additionalProperties':false}",
                        "{'type':'object','properties':{'scenes':{'type':'array','items':{'type':'object'}}},"
                                + "'required':['scenes']}",
                        "scenes.read", "read", "low", false, true, "never"))
                .put(tool("rename_scene", "Rename a scene", "Gives a scene a new name.",
                        "{'type':'object','properties':{'scene_id':{'type':'string','pattern':'^[a-z][a-z0-9_]{0,31}$'},"
                                + "'name':{'type':'string','minLength':1,'maxLength':60}},"
                                + "'required':['scene_id','name'],'additionalProperties':false}",
                        "{'type':'object','properties':{'scene_id':{'type':'string'},'name':{'type':'string'}},"
                                + "'required':['scene_id','name']}",
                        "scenes.write", "update", "moderate", false, true, "provider_policy"))
                .put(tool("delete_scene", "Delete a scene", "Deletes a scene for good; the user confirms on the hub.",
                        "{'type':'object','properties':{'scene_id':{'type':'string','pattern':'^[a-z][a-z0-9_]{0,31}$'},"
                                + "'confirmed':{'type':'boolean'}},"
                                + "'required':['scene_id'],'additionalProperties':false}",
                        "{'type':'object','properties':{'scene_id':{'type':'string'},'deleted':{'type':'boolean'}},"
                                + "'required':['scene_id','deleted']}",
                        "scenes.write", "delete", "high", true, false, "always"))
                .put(tool("export_scene_history", "Export scene history",
                        "Sends one finished day's scene changes as a file, one JSON object per line.",
                        "{'type':'object','properties':{'day':{'type':'string','pattern':'^[0-9]{4}-[0-9]{2}-[0-9]{2}$'}},"
                                + "'required':['day'],'additionalProperties':false}",
                        "{'type':'object','properties':{'at':{'type':'integer'},'key':{'type':'string'}},"
                                + "'required':['at','key']}",
                        "scenes.read", "read", "low", false, true, "never"));
    }

    @Override
    protected String summary(Call call) {
        String sceneId = call.args.optString("scene_id");
        JSONObject scene = scenes.get(SCENE + sceneId);
        String name = scene != null ? scene.optString("name", sceneId) : sceneId;
        return "Delete the scene \"" + name + "\" and all of its steps";
    }

    @Override
    protected Bundle read(Call call) throws JSONException {
        if ("list_scenes".equals(call.tool)) {
            JSONObject value = new JSONObject().put("scenes", scenes.snapshot(SCENE));
            return Replies.success(call.requestId, Replies.inline(value));
        }
        if ("export_scene_history".equals(call.tool)) {
            return exportHistory(call);
        }
        return Replies.error(call.requestId, "TOOL_NOT_FOUND", "No such tool", false);
    }

    private Bundle exportHistory(Call call) throws JSONException {
        String day = call.args.getString("day");
        if (!DAY.matcher(day).matches()) {
            return Replies.error(call.requestId, "INVALID_ARGS", "day must be written YYYY-MM-DD", false);
        }
        if (!call.capabilities.contains(LARGE_RESULTS)) {
            return Replies.error(call.requestId, "RESULT_TOO_LARGE", "Scene history is sent as files only", false);
        }
        CompletableFuture<Bundle> reply = CompletableFuture
                .supplyAsync(() -> history.closedDay("scenes", day), io)
                .thenApply(file -> {
                    if (file == null) {
                        return Replies.error(call.requestId, "INVALID_ARGS", "No scene history is kept for that day", false);
                    }
                    try {
                        String sha256 = HistoryFiles.sha256(file);
                        ParcelFileDescriptor fd = ParcelFileDescriptor.open(file, ParcelFileDescriptor.MODE_READ_ONLY);
                        return Replies.file(call.requestId, "application/x-ndjson", file.length(), sha256, fd);
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                })
                .exceptionally(error -> {
                    Log.w(TAG, "scene history export failed", error);
                    return Replies.error(call.requestId, "UNAVAILABLE", "The scene history could not be read", true);
                });
        return await(reply, call);
    }

    @Override
    protected CompletableFuture<Bundle> mutate(Call call) throws JSONException {
        if ("rename_scene".equals(call.tool)) {
            return renameScene(call);
        }
        if ("delete_scene".equals(call.tool)) {
            return deleteScene(call);
        }
        return now(Replies.error(call.requestId, "TOOL_NOT_FOUND", "No such tool", false));
    }

    private CompletableFuture<Bundle> renameScene(Call call) throws JSONException {
        String sceneId = call.args.getString("scene_id");
        String name = call.args.getString("name").trim();
        if (!SCENE_ID.matcher(sceneId).matches() || name.isEmpty() || name.length() > 60) {
            return now(Replies.error(call.requestId, "INVALID_ARGS", "Unknown scene or unusable name", false));
        }
        String key = SCENE + sceneId;
        CompletableFuture<JSONObject> done = queue.submit(() -> {
            int uid = call.uid;
            if (!grants.mayControl(uid, key)) {
                throw new SecurityException("no grant for " + key);
            }
            JSONObject scene = scenes.get(key);
            if (scene == null) {
                throw new NoSuchElementException(sceneId);
            }
            scenes.put(key, new JSONObject(scene.toString()).put("name", name));
            return new JSONObject().put("scene_id", sceneId).put("name", name);
        });
        return finish(call, done);
    }

    private CompletableFuture<Bundle> deleteScene(Call call) throws JSONException {
        String sceneId = call.args.getString("scene_id");
        if (!SCENE_ID.matcher(sceneId).matches()) {
            return now(Replies.error(call.requestId, "INVALID_ARGS", "Unknown scene", false));
        }
        String key = SCENE + sceneId;
        CompletableFuture<JSONObject> done = queue.submit(() -> {
            if (!grants.mayControl(call.uid, key)) {
                throw new SecurityException("no grant for " + key);
            }
            JSONObject scene = scenes.get(key);
            if (scene == null) {
                throw new NoSuchElementException(sceneId);
            }
            return scene;
        }).thenCompose(scene -> queue.submit(() -> {
            if (System.currentTimeMillis() >= call.deadlineAtMs) {
                throw new TimeoutException("dequeued after the deadline");
            }
            scenes.remove(key);
            return new JSONObject().put("scene_id", sceneId).put("deleted", true);
        }));
        return finish(call, done);
    }

    private CompletableFuture<Bundle> finish(Call call, CompletableFuture<JSONObject> work) {
        return work
                .thenApply(value -> Replies.success(call.requestId, Replies.inline(value)))
                .exceptionally(error -> Replies.error(call.requestId, "INTERNAL_ERROR",
                        "Scene command failed: " + error.getMessage(), false));
    }
}
