package io.reactivex;

public abstract class Scheduler {
    public abstract void scheduleDirect(Runnable run);
}
