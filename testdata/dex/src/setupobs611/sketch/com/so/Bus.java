package com.so;

import java.util.ArrayList;
import java.util.List;

/** Carries a tool request to the observers the provider subscribed in onCreate. */
final class Bus {
    interface Observer {
        String onRequest(String tool);
    }

    private final List<Observer> observers = new ArrayList<>();

    void subscribe(Observer observer) {
        observers.add(observer);
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
