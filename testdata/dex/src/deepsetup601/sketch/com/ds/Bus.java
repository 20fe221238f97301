package com.ds;

import java.util.concurrent.CopyOnWriteArrayList;

/** Carries a tool request to the handlers subscribed to it. */
final class Bus {
    private final CopyOnWriteArrayList<Handler> handlers = new CopyOnWriteArrayList<>();

    /** Subscribes once; a repeated subscription of the same handler is ignored. */
    void subscribe(Handler handler) {
        handlers.addIfAbsent(handler);
    }

    Object publish(String tool) {
        for (Handler h : handlers) {
            Object answer = h.onRequest(tool);
            if (answer != null) {
                return answer;
            }
        }
        return null;
    }
}
