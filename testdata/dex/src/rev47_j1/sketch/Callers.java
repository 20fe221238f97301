package com.curbpass.core;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

/** City fleet apps (tow trucks, enforcement handhelds). */
public final class Callers {
    static final Set<String> FLEET = new HashSet<>(Arrays.asList(
            "gov.city.enforcement", "com.curbpass.kiosk", "com.metrotow.driver"));

    private Callers() {}

    /** Any package of the caller is a fleet app. */
    public static boolean anyFleet(Caller c) {
        if (c instanceof Caller.App a) {
            return FLEET.contains(a.pkg());
        }
        if (c instanceof Caller.Shared s) {
            return Arrays.stream(s.pkgs()).anyMatch(FLEET::contains);
        }
        return false;
    }

    /** Exactly one package, and it is a fleet app; a shared UID is refused. */
    public static boolean soleFleet(Caller c) {
        return c instanceof Caller.App a && FLEET.contains(a.pkg());
    }
}
