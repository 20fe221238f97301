package com.lumenframe.studio.ops;

import java.util.Iterator;
import java.util.concurrent.ConcurrentHashMap;

/** Operations kept in the process: fast, and enough for exports, which are cheap to redo. */
public final class MemoryOperationTable implements OperationTable {
    private final ConcurrentHashMap<String, Operation> operations = new ConcurrentHashMap<>();

    @Override
    public Operation byId(String id) {
        return operations.get(id);
    }

    @Override
    public Operation byRequest(int uid, String requestId) {
        for (Operation op : operations.values()) {
            if (op.ownerUid == uid && op.requestId.equals(requestId)) {
                return op;
            }
        }
        return null;
    }

    @Override
    public void insert(Operation op) {
        operations.put(op.id, op);
    }

    @Override
    public void update(Operation op) {
        operations.replace(op.id, op);
    }

    @Override
    public void expire(long createdBeforeMs) {
        Iterator<Operation> it = operations.values().iterator();
        while (it.hasNext()) {
            Operation op = it.next();
            if (op.state().terminal() && op.createdAtMs < createdBeforeMs) {
                it.remove();
            }
        }
    }
}
