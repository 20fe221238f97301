package com.lumenframe.studio.ops;

/** Makes operation ids; each provider plugs in its own. */
public interface IdSource {
    String next();
}
