package com.trailmark.data;

import java.util.ArrayList;
import java.util.List;

/** A WHERE clause built from terms with ? placeholders; the values travel as selection arguments. */
public final class Selection {
    private final StringBuilder text = new StringBuilder();
    private final List<String> args = new ArrayList<>();

    public Selection and(String term, Object... values) {
        if (text.length() > 0) {
            text.append(" AND ");
        }
        text.append('(').append(term).append(')');
        for (Object v : values) {
            args.add(String.valueOf(v));
        }
        return this;
    }

    /** The clause, or null when no term was added. */
    public String text() {
        return text.length() == 0 ? null : text.toString();
    }

    public String[] args() {
        return args.toArray(new String[0]);
    }
}
