package com.example.r30j3;

import android.content.Context;
import android.content.SharedPreferences;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

final class OpStore {
    static final class Op {
        final int uid;
        volatile String state = "running";
        Op(int uid) { this.uid = uid; }
        String toJson() { return "{\"state\":\"" + state + "\"}"; }
    }
    private final Map<String, Op> live = new ConcurrentHashMap<>();
    private final SharedPreferences disk;
    OpStore(Context context) {
        disk = context.getSharedPreferences("operations", Context.MODE_PRIVATE);
    }
    void open(String id, int uid) {
        live.put(id, new Op(uid));
        disk.edit().putString(id, uid + ":running").apply();
    }
    Op get(String id) {
        Op op = live.get(id);
        if (op == null) {
            String saved = disk.getString(id, null);
            if (saved != null) {
                int colon = saved.indexOf(':');
                op = new Op(Integer.parseInt(saved.substring(0, colon)));
                op.state = saved.substring(colon + 1);
                live.put(id, op);
            }
        }
        return op;
    }
    void finish(String id, String result) {
        Op op = get(id);
        if (op == null) return;
        op.state = "succeeded";
        disk.edit().putString(id, op.uid + ":succeeded").putString(id + ".result", result).apply();
    }
    void cancel(String id) {
        Op op = get(id);
        if (op == null) return;
        op.state = "cancelled";
        disk.edit().putString(id, op.uid + ":cancelled").apply();
    }
}
