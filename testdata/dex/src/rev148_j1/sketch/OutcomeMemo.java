package com.lumenhall.hub.devices;

import android.util.Log;
import com.lumenhall.hub.bus.Events;
import com.lumenhall.hub.cetp.Outcomes;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONException;
import org.json.JSONObject;

/** Remembers each device mutation's outcome for a day, so a retried request_id gets its first answer again. */
final class OutcomeMemo implements Outcomes {
    private static final String TAG = "LumenhallDevices";
    private static final long WINDOW_MS = 24L * 60L * 60L * 1000L;

    private final Map<String, JSONObject> finished = new ConcurrentHashMap<>();
    private final Set<String> running = ConcurrentHashMap.newKeySet();

    @Override
    public void onEvent(Events.MutationFinished event) {
        try {
            finished.put(event.key, new JSONObject()
                    .put("tool", event.tool)
                    .put("digest", event.argsDigest)
                    .put("data", event.data)
                    .put("at", System.currentTimeMillis()));
        } catch (JSONException e) {
            Log.w(TAG, "outcome not kept", e);
        }
    }

    @Override
    public JSONObject recall(String key) {
        JSONObject outcome = finished.get(key);
        if (outcome != null && System.currentTimeMillis() - outcome.optLong("at", 0L) > WINDOW_MS) {
            finished.remove(key);
            return null;
        }
        return outcome;
    }

    @Override
    public boolean claim(String key) {
        return running.add(key);
    }

    @Override
    public void release(String key) {
        running.remove(key);
    }
}
