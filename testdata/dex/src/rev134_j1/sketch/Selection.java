package com.tallycrate.data;

import java.util.ArrayList;
import java.util.List;

/** An AND of WHERE terms and the arguments bound to their placeholders, in order. */
public final class Selection {
    private final StringBuilder sql = new StringBuilder();
    private final List<String> args = new ArrayList<>();

    public Selection and(String term, String... values) {
        if (sql.length() > 0) {
            sql.append(" AND ");
        }
        sql.append('(').append(term).append(')');
        for (String v : values) {
            args.add(v);
        }
        return this;
    }

    /** column contains fragment, with LIKE's own wildcards in the fragment taken literally. */
    public Selection andContains(String column, String fragment) {
        return and(column + " LIKE ? ESCAPE '\\'", "%" + escapeLike(fragment) + "%");
    }

    public String sql() {
        return sql.length() == 0 ? null : sql.toString();
    }

    public String[] args() {
        return args.toArray(new String[0]);
    }

    static String escapeLike(String s) {
        return s.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_");
    }
}
