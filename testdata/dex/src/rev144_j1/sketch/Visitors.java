package com.ferncastle.query;

import java.text.DateFormat;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;

/** What the app does with a filter: a WHERE clause for SQLite, a sentence for the confirmation screen. */
public final class Visitors {
    private Visitors() {
    }

    /** A WHERE clause over the entries table; every value the filter carries becomes a bound argument. */
    public static final class Sql implements Node.Visitor<String> {
        private final List<String> args = new ArrayList<>();

        public String[] args() {
            return args.toArray(new String[0]);
        }

        @Override
        public String match(Node.Match node) {
            String escaped = node.text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_");
            args.add("%" + escaped + "%");
            return column(node.field) + " LIKE ? ESCAPE '\\'";
        }

        @Override
        public String since(Node.Since node) {
            args.add(Long.toString(node.epochMs));
            return "created_at >= ?";
        }

        @Override
        public String all(Node.All node) {
            return join(node.parts, " AND ");
        }

        @Override
        public String any(Node.Any node) {
            return join(node.parts, " OR ");
        }

        private String join(List<Node> parts, String operator) {
            StringBuilder sb = new StringBuilder("(");
            for (int i = 0; i < parts.size(); i++) {
                if (i > 0) {
                    sb.append(operator);
                }
                sb.append(parts.get(i).accept(this));
            }
            return sb.append(')').toString();
        }

        static String column(String field) {
            switch (field) {
                case "title":
                    return "title";
                case "tag":
                    return "tags";
                default:
                    return "body";
            }
        }
    }

    /** The filter in words. */
    public static final class Describe implements Node.Visitor<String> {
        @Override
        public String match(Node.Match node) {
            return node.field + " contains \u201c" + node.text + "\u201d";
        }

        @Override
        public String since(Node.Since node) {
            return "written since " + DateFormat.getDateInstance().format(new Date(node.epochMs));
        }

        @Override
        public String all(Node.All node) {
            return join(node.parts, " and ");
        }

        @Override
        public String any(Node.Any node) {
            return join(node.parts, " or ");
        }

        private String join(List<Node> parts, String word) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < parts.size(); i++) {
                if (i > 0) {
                    sb.append(word);
                }
                sb.append('(').append(parts.get(i).accept(this)).append(')');
            }
            return sb.toString();
        }
    }
}
