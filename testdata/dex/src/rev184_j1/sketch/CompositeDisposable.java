package com.hearthboard.rx;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** A container of Disposables that are disposed together (provider shutdown). */
public final class CompositeDisposable implements Disposable {
    private final Set<Disposable> members = new HashSet<>();
    private boolean disposed;

    public boolean add(Disposable d) {
        synchronized (this) {
            if (!disposed) {
                members.add(d);
                return true;
            }
        }
        d.dispose();
        return false;
    }

    public boolean delete(Disposable d) {
        synchronized (this) {
            return members.remove(d);
        }
    }

    public int size() {
        synchronized (this) {
            return members.size();
        }
    }

    public void clear() {
        List<Disposable> copy;
        synchronized (this) {
            copy = new ArrayList<>(members);
            members.clear();
        }
        for (Disposable d : copy) {
            d.dispose();
        }
    }

    @Override
    public void dispose() {
        synchronized (this) {
            disposed = true;
        }
        clear();
    }

    @Override
    public boolean isDisposed() {
        synchronized (this) {
            return disposed;
        }
    }
}
