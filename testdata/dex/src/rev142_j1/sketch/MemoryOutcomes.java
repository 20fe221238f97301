package com.quaywire.cetp;

import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONException;
import org.json.JSONObject;

/** Kept outcomes of mutating calls, keyed by caller UID, provider and request id. */
public class MemoryOutcomes {
    protected final String providerId;
    private final ConcurrentHashMap<String, String> kept = new ConcurrentHashMap<>();

    public MemoryOutcomes(String providerId) {
        this.providerId = providerId;
    }

    protected final String key(Call call) {
        return call.uid + "/" + providerId + "/" + call.requestId;
    }

    /** The kept record ({tool, digest, data}) for this call's request id, or null. */
    public String lookup(Call call) {
        return kept.get(key(call));
    }

    public void keep(Call call, String data) throws JSONException {
        JSONObject record = new JSONObject();
        record.put("tool", call.tool);
        record.put("digest", call.argsDigest);
        record.put("data", data);
        kept.put(key(call), record.toString());
    }
}
