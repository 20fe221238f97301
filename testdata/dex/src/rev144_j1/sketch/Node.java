package com.ferncastle.query;

import com.ferncastle.plugin.Either;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.json.JSONArray;
import org.json.JSONObject;

/**
 * The entry filter an agent sends, as a small command tree: {"match": {"field": "tag", "text": "trip"}},
 * {"since": 1767225600000}, {"all": [...]} and {"any": [...]}.
 */
public abstract class Node {
    /** One method per kind of node. */
    public interface Visitor<R> {
        R match(Match node);

        R since(Since node);

        R all(All node);

        R any(Any node);
    }

    static final Set<String> FIELDS = new HashSet<>(Arrays.asList("title", "text", "tag"));
    private static final int MAX_DEPTH = 6;

    public abstract <R> R accept(Visitor<R> visitor);

    public static Either<String, Node> parse(Object json) {
        return parse(json, 0);
    }

    static Either<String, Node> parse(Object json, int depth) {
        if (depth > MAX_DEPTH) {
            return Either.left("The filter is nested too deeply");
        }
        if (!(json instanceof JSONObject) || ((JSONObject) json).length() != 1) {
            return Either.left("Each filter node is an object with exactly one key");
        }
        JSONObject node = (JSONObject) json;
        if (node.has("match")) {
            JSONObject match = node.optJSONObject("match");
            String field = match == null ? null : match.optString("field", null);
            String text = match == null ? null : match.optString("text", null);
            if (!FIELDS.contains(field) || text == null || text.length() > 200) {
                return Either.left("match needs a field (title, text or tag) and a text of at most 200 characters");
            }
            return Either.right(new Match(field, text));
        }
        if (node.has("since")) {
            long since = node.optLong("since", -1L);
            if (since < 0L) {
                return Either.left("since is a time in milliseconds");
            }
            return Either.right(new Since(since));
        }
        boolean all = node.has("all");
        JSONArray parts = node.optJSONArray(all ? "all" : "any");
        if (parts == null || parts.length() == 0 || parts.length() > 20) {
            return Either.left("all and any take between 1 and 20 filters");
        }
        List<Node> children = new ArrayList<>();
        for (int i = 0; i < parts.length(); i++) {
            Either<String, Node> child = parse(parts.opt(i), depth + 1);
            if (!child.isRight()) {
                return child;
            }
            children.add(child.right());
        }
        return Either.right(all ? new All(children) : new Any(children));
    }

    public static final class Match extends Node {
        public final String field;
        public final String text;

        public Match(String field, String text) {
            this.field = field;
            this.text = text;
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.match(this);
        }
    }

    public static final class Since extends Node {
        public final long epochMs;

        public Since(long epochMs) {
            this.epochMs = epochMs;
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.since(this);
        }
    }

    public static final class All extends Node {
        public final List<Node> parts;

        public All(List<Node> parts) {
            this.parts = parts;
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.all(this);
        }
    }

    public static final class Any extends Node {
        public final List<Node> parts;

        public Any(List<Node> parts) {
            this.parts = parts;
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.any(this);
        }
    }
}
