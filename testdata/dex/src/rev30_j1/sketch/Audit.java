package com.example.r30j1;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

final class Audit {
    private final List<String> lines = new CopyOnWriteArrayList<>();
    void record(String what, int uid) {
        lines.add(what + " uid=" + uid);
    }
    void flush() {
        lines.clear();
    }
}
