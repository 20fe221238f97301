package com.tallowbrook.salon.core;

import java.util.ArrayList;
import java.util.List;

/** A value with observers, told synchronously on the thread that sets it. */
public final class LiveValue<T> {
    public interface Observer<T> {
        void onChanged(T value);
    }

    /** Handed back by observe(); cancel() stops the notifications. */
    public static final class Subscription {
        private final LiveValue<?> owner;
        private final Observer<?> observer;

        Subscription(LiveValue<?> owner, Observer<?> observer) {
            this.owner = owner;
            this.observer = observer;
        }

        public void cancel() {
            owner.remove(observer);
        }
    }

    private final List<Observer<T>> observers = new ArrayList<>();
    private T value;

    public LiveValue(T initial) {
        value = initial;
    }

    public synchronized T get() {
        return value;
    }

    public Subscription observe(Observer<T> observer) {
        T current;
        synchronized (this) {
            observers.add(observer);
            current = value;
        }
        observer.onChanged(current);
        return new Subscription(this, observer);
    }

    public void set(T next) {
        List<Observer<T>> copy;
        synchronized (this) {
            value = next;
            copy = new ArrayList<>(observers);
        }
        for (Observer<T> o : copy) {
            o.onChanged(next);
        }
    }

    synchronized void remove(Observer<?> observer) {
        observers.remove(observer);
    }
}
