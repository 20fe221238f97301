package com.lumenhall.hub.cetp;

import com.lumenhall.hub.bus.EventBus;
import com.lumenhall.hub.bus.Events;
import org.json.JSONObject;

/** Where a provider keeps the outcomes of its mutations by dedup key; it hears of them on the bus. */
public interface Outcomes extends EventBus.Subscriber<Events.MutationFinished> {
    /** {"tool", "digest", "data"} of an earlier success under key within the idempotency window, or null. */
    JSONObject recall(String key);

    /** False when a call under key is running right now. */
    boolean claim(String key);

    void release(String key);
}
