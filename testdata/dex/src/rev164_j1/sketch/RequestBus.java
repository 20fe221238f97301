package com.tidepool.reef.cetp;

import java.util.ArrayList;
import java.util.List;

import org.json.JSONException;

/** Carries an execute_tool request to the observers a provider subscribed, in order, until one answers it. */
public final class RequestBus {
    public interface Observer {
        /** True when this observer answered the request through the callback. */
        boolean onRequest(ToolRequest request, ResultCallback callback) throws JSONException;
    }

    private final List<Observer> observers = new ArrayList<Observer>();

    public void subscribe(Observer observer) {
        observers.add(observer);
    }

    public void publish(ToolRequest request, ResultCallback callback) throws JSONException {
        for (Observer observer : observers) {
            if (observer.onRequest(request, callback)) {
                return;
            }
        }
        callback.onError("TOOL_NOT_FOUND", "No tool of that name.");
    }
}
