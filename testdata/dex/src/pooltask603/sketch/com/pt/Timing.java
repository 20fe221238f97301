package com.pt;

import android.util.Log;

/** Runs a block right here and logs how long it took. */
final class Timing {
    private Timing() {
    }

    static void timed(String label, Runnable block) {
        long started = System.nanoTime();
        try {
            block.run();
        } finally {
            Log.d("pt", label + " took " + (System.nanoTime() - started) + " ns");
        }
    }
}
