package com.dg;

import java.util.Random;
import javax.inject.Provider;

/** Generated-shape members injection of both desks. */
public final class Injectors {
    private Injectors() {
    }

    public static void injectRandom(CodeProvider instance, Provider<Random> random) {
        instance.random = random;
    }

    public static void injectLedger(CodeProvider instance, Ledger ledger) {
        instance.ledger = ledger;
    }

    public static void injectRandom(VaultProvider instance, Provider<Random> random) {
        instance.random = random;
    }

    public static void injectLedger(VaultProvider instance, Ledger ledger) {
        instance.ledger = ledger;
    }
}
