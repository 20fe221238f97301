package com.th;

/** Builds WHERE clauses; the values belong in the bind arguments. */
final class Clauses {
    private Clauses() {
    }

    static String all(String... parts) {
        StringBuilder sb = new StringBuilder();
        for (String part : parts) {
            if (part == null || part.isEmpty()) {
                continue;
            }
            if (sb.length() > 0) {
                sb.append(" AND ");
            }
            sb.append('(').append(part).append(')');
        }
        return sb.toString();
    }

    static String both(String left, String right) {
        return left + " AND " + right;
    }

    /** Two clauses through the general joiner. */
    static String pair(String first, String second) {
        return all(first, second);
    }

    static String format(String template, Object... values) {
        return String.format(template, values);
    }
}
