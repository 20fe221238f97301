package com.lumenframe.studio.ops;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * A ServiceLoader-like registry: providers register their Worker implementations once and look one up
 * by tool name for each execute_tool.
 */
public final class WorkerRegistry implements Iterable<Worker> {
    private final List<Worker> workers = new ArrayList<>();

    public static WorkerRegistry of(Worker... list) {
        WorkerRegistry r = new WorkerRegistry();
        for (Worker w : list) {
            r.workers.add(w);
        }
        return r;
    }

    public Worker forTool(String tool) {
        for (Worker w : this) {
            if (w.tool().equals(tool)) {
                return w;
            }
        }
        return null;
    }

    @Override
    public Iterator<Worker> iterator() {
        return workers.iterator();
    }
}
