package com.vq;

import java.util.List;

/** A search filter the agent sends, as a small tree. */
public abstract class Node {
    public interface Visitor<R> {
        R match(Match node);

        R all(All node);
    }

    public abstract <R> R accept(Visitor<R> v);

    public static final class Match extends Node {
        final String field;
        final String text;

        Match(String field, String text) {
            this.field = field;
            this.text = text;
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.match(this);
        }
    }

    public static final class All extends Node {
        final List<Node> parts;

        All(List<Node> parts) {
            this.parts = parts;
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.all(this);
        }
    }
}
