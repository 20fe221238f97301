package com.inkwell.notes.cetp;

/** Small SQL helpers shared by the tools. */
public final class Sql {
    private Sql() {
    }

    /** Joins the non-empty clauses with AND; clauses keep their ? placeholders for {@link #args}. */
    public static String where(String... clauses) {
        StringBuilder sb = new StringBuilder();
        for (String clause : clauses) {
            if (clause == null || clause.isEmpty()) {
                continue;
            }
            if (sb.length() > 0) {
                sb.append(" AND ");
            }
            sb.append('(').append(clause).append(')');
        }
        return sb.toString();
    }

    /** The values bound to the placeholders, in order. */
    public static String[] args(String... values) {
        return values;
    }
}
