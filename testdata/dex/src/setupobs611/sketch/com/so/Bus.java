package com.so;

import java.util.concurrent.CopyOnWriteArrayList;

/** Carries a tool request to the observers the provider subscribed in onCreate. */
final class Bus {
    interface Observer {
        String onRequest(String tool);
    }

    private final CopyOnWriteArrayList<Observer> observers = new CopyOnWriteArrayList<>();

    void subscribe(Observer observer) {
        subscribe(observer, false);
    }

    /** Subscribes once; a repeated subscription of the same observer is ignored. */
    void subscribe(Observer observer, boolean first) {
        if (first) {
            observers.add(0, observer);
        } else {
            observers.addIfAbsent(observer);
        }
    }

    String publish(String tool) {
        for (Observer o : observers) {
            String answer = o.onRequest(tool);
            if (answer != null) {
                return answer;
            }
        }
        return null;
    }
}
