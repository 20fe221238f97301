package com.fp;

import android.database.Cursor;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;

/** Generic helpers the tools hand their per-row code to. */
final class Rows {
    private Rows() {
    }

    static <T> List<T> all(Cursor cursor, Function<Cursor, T> read) {
        List<T> out = new ArrayList<>();
        try {
            while (cursor.moveToNext()) {
                out.add(read.apply(cursor));
            }
        } finally {
            cursor.close();
        }
        return out;
    }

    static <T> void each(List<T> items, Consumer<T> action) {
        for (T item : items) {
            action.accept(item);
        }
    }
}
