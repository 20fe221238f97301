package com.lumenframe.studio.ops;

/** Where operations and their request_id deduplication records live. */
public interface OperationTable {
    Operation byId(String id);

    /** The operation this UID started under this request_id, if any. */
    Operation byRequest(int uid, String requestId);

    void insert(Operation op);

    /** Records a state change. */
    void update(Operation op);

    /** Forgets terminal operations created before the cutoff. */
    void expire(long createdBeforeMs);
}
