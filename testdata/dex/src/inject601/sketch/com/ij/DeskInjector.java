package com.ij;

/** Sets the providers' injected fields (the shape a members injector has). */
public final class DeskInjector {
    private DeskInjector() {
    }

    public static void injectLockFlags(LockProvider instance, int flags) {
        instance.flags = flags;
    }

    public static void injectShareFlags(ShareProvider instance, int flags) {
        instance.flags = flags;
    }

    static void inject(LockProvider instance) {
        injectLockFlags(instance, FlagsModule.proxyProvideLockFlags(new FlagsModule()));
    }

    static void inject(ShareProvider instance) {
        injectShareFlags(instance, new FlagsModule().provideShareFlags());
    }
}
