package com.greenwick.garden;

/** Flags of the debug build type (src/debug/java); the release source set carries its own copy of this class. */
public final class BuildFlags {
    public static final String APPLICATION_ID = "com.greenwick.garden";
    public static final boolean DEBUG = true;
    public static final String FLAVOR = "sideload";
    /** QA runs the tasks tools from `adb shell content call` and approves on the device. */
    public static final boolean TASKS_SHELL_HARNESS = true;
    /** The plants home-screen widget lists tools before it negotiates. */
    public static final boolean PLANTS_REQUIRE_SESSION = false;
    /** The plants module checks signers as it did when it still supported Android 8. */
    public static final boolean PLANTS_LEGACY_SIGNERS = true;
    /** The wear flavor answers ACTION_CONFIRM with its own screen. */
    public static final boolean PLANTS_CONFIRM_BY_ACTION = true;

    private BuildFlags() {
    }
}
