package com.greenwick.garden.tasks;

import android.os.Binder;
import android.os.Bundle;
import com.greenwick.garden.cetp.Call;
import com.greenwick.garden.cetp.Clock;
import com.greenwick.garden.cetp.Replies;
import com.greenwick.garden.cetp.Toolset;
import com.greenwick.garden.data.TaskStore;
import com.greenwick.garden.reminders.Scheduler;
import java.util.regex.Pattern;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** The tasks provider's tools: what is due, one task, complete a task, clear the completed ones. */
public final class TaskTools implements Toolset {
    private static final Pattern TASK_ID = Pattern.compile("t[0-9]{1,9}");
    private static final long HOUR_MS = 60L * 60L * 1000L;
    private static final String TASK_ARG = "{\"type\":\"object\",\"properties\":{\"task_id\":{\"type\":\"string\","
            + "\"pattern\":\"^t[0-9]{1,9}$\"}},\"required\":[\"task_id\"],\"additionalProperties\":false}";
    private static final String TASK_OUT = "{\"type\":\"object\",\"properties\":{\"task\":{\"type\":\"object\"}},"
            + "\"required\":[\"task\"]}";

    private final TaskStore store;
    private final Scheduler reminders;
    private final Clock clock;

    public TaskTools(TaskStore store, Scheduler reminders, Clock clock) {
        this.store = store;
        this.reminders = reminders;
        this.clock = clock;
    }

    @Override
    public String providerId() {
        return "com.greenwick.garden.tasks";
    }

    @Override
    public String providerName() {
        return "Greenwick garden tasks";
    }

    @Override
    public String description() {
        return "Garden chores: what is due, and marking chores done";
    }

    @Override
    public String revision() {
        return "tasks-6";
    }

    @Override
    public JSONArray scopes() throws JSONException {
        return new JSONArray()
                .put(Toolset.scope("tasks.read", "See your garden tasks", "Read tasks and when they are due", "read"))
                .put(Toolset.scope("tasks.write", "Change your garden tasks", "Complete and clear tasks", "write"));
    }

    @Override
    public JSONArray descriptors() throws JSONException {
        return new JSONArray()
                .put(Toolset.tool("due_tasks", "Due tasks", "List the open garden tasks due within the next hours",
                        "read", "low", false, "never", "tasks.read",
                        "{\"type\":\"object\",\"properties\":{\"within_hours\":{\"type\":\"integer\","
                                + "\"minimum\":1,\"maximum\":168}},\"additionalProperties\":false}",
                        "{\"type\":\"object\",\"properties\":{\"tasks\":{\"type\":\"array\"}},"
                                + "\"required\":[\"tasks\"]}"))
                .put(Toolset.tool("get_task", "Get a task", "Read one garden task", "read", "low", false, "never",
                        "tasks.read", TASK_ARG, TASK_OUT))
                .put(Toolset.tool("complete_task", "Complete a task", "Mark a task done; a recurring task moves to "
                        + "its next occurrence", "update", "moderate", false, "provider_policy", "tasks.write",
                        TASK_ARG, TASK_OUT))
                .put(Toolset.tool("clear_completed", "Clear completed tasks", "Delete every completed task",
                        "delete", "high", true, "always", "tasks.write",
                        "{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false}",
                        "{\"type\":\"object\",\"properties\":{\"deleted\":{\"type\":\"integer\"}},"
                                + "\"required\":[\"deleted\"]}"));
    }

    @Override
    public String summary(Call call) {
        return "Delete all " + store.countCompleted() + " completed garden tasks from Greenwick? This cannot be "
                + "undone.";
    }

    @Override
    public Bundle execute(Call call) throws JSONException {
        switch (call.tool) {
            case "due_tasks":
                return dueTasks(call);
            case "get_task":
                return getTask(call);
            case "complete_task":
                return completeTask(call);
            case "clear_completed":
                return Replies.success(call.requestId,
                        Replies.inline(new JSONObject().put("deleted", store.clearCompleted())));
            default:
                return Replies.error(call.requestId, "TOOL_NOT_FOUND", "No such tool", false);
        }
    }

    private Bundle dueTasks(Call call) throws JSONException {
        int hours = call.args.optInt("within_hours", 24);
        if (hours < 1 || hours > 168) {
            return Replies.error(call.requestId, "INVALID_ARGS", "within_hours must be between 1 and 168", false);
        }
        JSONArray tasks = store.due(clock.now() + hours * HOUR_MS);
        return Replies.success(call.requestId, Replies.inline(new JSONObject().put("tasks", tasks)));
    }

    private Bundle getTask(Call call) throws JSONException {
        JSONObject task = store.find(taskId(call));
        if (task == null) {
            return Replies.error(call.requestId, "INVALID_ARGS", "No such task", false);
        }
        return Replies.success(call.requestId, Replies.inline(new JSONObject().put("task", task)));
    }

    private Bundle completeTask(Call call) throws JSONException {
        String taskId = taskId(call);
        JSONObject task = store.find(taskId);
        if (task == null) {
            return Replies.error(call.requestId, "INVALID_ARGS", "No such task", false);
        }
        if (task.has("done_at")) {
            return Replies.error(call.requestId, "CONFLICT", "The task is already done", false);
        }
        long now = clock.now();
        long every = task.getLong("every_ms");
        if (every > 0L) {
            long next = now + every;
            store.reschedule(taskId, next);
            int owner = Binder.getCallingUid();
            reminders.schedule(owner, "task:" + taskId, next);
            task.put("due_at", next);
        } else {
            store.complete(taskId, now);
            task.put("done_at", now);
        }
        return Replies.success(call.requestId, Replies.inline(new JSONObject().put("task", task)));
    }

    private static String taskId(Call call) throws JSONException {
        String taskId = call.args.getString("task_id");
        if (!TASK_ID.matcher(taskId).matches()) {
            throw new JSONException("task_id does not match ^t[0-9]{1,9}$");
        }
        return taskId;
    }
}
