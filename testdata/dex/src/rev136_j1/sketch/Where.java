package com.quillbin.data;

import java.util.ArrayList;
import java.util.List;

/** Builds "a AND b AND ..." with every value bound to a placeholder, never spliced into the text. */
public final class Where {
    private final StringBuilder clause = new StringBuilder();
    private final List<String> values = new ArrayList<>();

    public Where is(String column, String value) {
        return term(column + " = ?", value);
    }

    public Where atLeast(String column, long value) {
        return term(column + " >= ?", Long.toString(value));
    }

    /** column contains the text, with % and _ in the text matched literally. */
    public Where contains(String column, String text) {
        String escaped = text.replace("!", "!!").replace("%", "!%").replace("_", "!_");
        return term(column + " LIKE ? ESCAPE '!'", "%" + escaped + "%");
    }

    public Where term(String sql, String... bound) {
        if (clause.length() > 0) {
            clause.append(" AND ");
        }
        clause.append('(').append(sql).append(')');
        for (String b : bound) {
            values.add(b);
        }
        return this;
    }

    public String clause() {
        return clause.length() == 0 ? null : clause.toString();
    }

    public String[] values() {
        return values.toArray(new String[0]);
    }
}
