package com.ah;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/** The tools the user granted to each assistant app, by package, recorded with the UID it had then. */
final class Grants {
    private final Map<String, Integer> uids = new HashMap<>();
    private final Map<String, Set<String>> tools = new HashMap<>();

    boolean allows(int uid, String pkg, String tool) {
        Integer granted = uids.get(pkg);
        if (granted == null || granted.intValue() != uid) {
            return false;
        }
        Set<String> set = tools.get(pkg);
        return set != null && set.contains(tool);
    }

    void grant(int uid, String pkg, String tool) {
        uids.put(pkg, Integer.valueOf(uid));
        tools.computeIfAbsent(pkg, k -> new HashSet<>()).add(tool);
    }
}
