package com.homeflow.app.cetp;

import java.util.concurrent.ConcurrentHashMap;

/** Background operations (firmware updates, backups), keyed by operation id. */
final class Operations {
    private final ConcurrentHashMap<String, Integer> owners = new ConcurrentHashMap<>();

    String start(String operationId, int uid) {
        owners.put(operationId, uid);
        return operationId;
    }
}
