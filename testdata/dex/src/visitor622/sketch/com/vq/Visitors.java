package com.vq;

import java.util.ArrayList;
import java.util.List;

/** Three visitors over one filter tree. */
final class Visitors {
    private Visitors() {
    }

    /** A WHERE clause: the field picks one of the table's columns, the text is a bound argument. */
    static final class Where implements Node.Visitor<String> {
        final List<String> args = new ArrayList<>();

        @Override
        public String match(Node.Match node) {
            args.add("%" + node.text + "%");
            return column(node.field) + " LIKE ?";
        }

        @Override
        public String all(Node.All node) {
            StringBuilder sb = new StringBuilder("(");
            for (int i = 0; i < node.parts.size(); i++) {
                if (i > 0) {
                    sb.append(" AND ");
                }
                sb.append(node.parts.get(i).accept(this));
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

    /** The same clause, but the field is written into the SQL as the agent sent it. */
    static final class RawWhere implements Node.Visitor<String> {
        final List<String> args = new ArrayList<>();

        @Override
        public String match(Node.Match node) {
            args.add("%" + node.text + "%");
            return node.field + " LIKE ?";
        }

        @Override
        public String all(Node.All node) {
            StringBuilder sb = new StringBuilder("(");
            for (int i = 0; i < node.parts.size(); i++) {
                if (i > 0) {
                    sb.append(" AND ");
                }
                sb.append(node.parts.get(i).accept(this));
            }
            return sb.append(')').toString();
        }
    }

    /** The filter in words, for a reply. */
    static final class Describe implements Node.Visitor<String> {
        @Override
        public String match(Node.Match node) {
            return node.field + " contains " + node.text;
        }

        @Override
        public String all(Node.All node) {
            StringBuilder sb = new StringBuilder();
            for (Node part : node.parts) {
                sb.append(part.accept(this)).append("; ");
            }
            return sb.toString();
        }
    }
}
