package com.example.tke;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

// Stands in for the app's business layer: records what each confirmed tool did.
final class Backend {
    private final List<String[]> journal = new CopyOnWriteArrayList<>();

    void apply(String tool, String args) {
        journal.add(new String[] {tool, args});
    }
}
