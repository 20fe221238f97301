package com.greenwick.garden.data;

import com.greenwick.garden.cetp.Clock;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * Keeps recurring tasks current: a recurring task whose due time has passed is moved to its next occurrence (in the
 * wrapped store) when the due list is read. Everything else goes straight to the wrapped store.
 */
public final class RollingTaskStore implements TaskStore {
    private final TaskStore inner;
    private final Clock clock;

    public RollingTaskStore(TaskStore inner, Clock clock) {
        this.inner = inner;
        this.clock = clock;
    }

    @Override
    public JSONArray due(long until) throws JSONException {
        JSONArray tasks = inner.due(until);
        long now = clock.now();
        for (int i = 0; i < tasks.length(); i++) {
            roll(tasks.getJSONObject(i), now);
        }
        return tasks;
    }

    /** Moves an overdue recurring task to its first occurrence after now. */
    private void roll(JSONObject task, long now) throws JSONException {
        long every = task.getLong("every_ms");
        long dueAt = task.getLong("due_at");
        if (every > 0L && dueAt < now) {
            long next = dueAt + ((now - dueAt) / every + 1L) * every;
            inner.reschedule(task.getString("id"), next);
            task.put("due_at", next);
        }
    }

    @Override
    public JSONObject find(String id) throws JSONException {
        return inner.find(id);
    }

    @Override
    public boolean complete(String id, long at) {
        return inner.complete(id, at);
    }

    @Override
    public void reschedule(String id, long dueAt) {
        inner.reschedule(id, dueAt);
    }

    @Override
    public int countCompleted() {
        return inner.countCompleted();
    }

    @Override
    public int clearCompleted() {
        return inner.clearCompleted();
    }
}
