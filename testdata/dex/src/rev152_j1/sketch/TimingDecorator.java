package com.wrenfield.notes.tool;

import android.util.Log;
import com.wrenfield.notes.core.Clock;
import com.wrenfield.notes.core.Result;
import com.wrenfield.notes.core.Runner;
import java.util.concurrent.TimeoutException;

/** Runs the tool through the bound Runner within what is left of the call's deadline, and logs how long it took. */
public final class TimingDecorator implements Tool {
    private static final String TAG = "WrenfieldTiming";

    private final Tool inner;
    private final Runner runner;
    private final Clock clock;

    public TimingDecorator(Tool inner, Runner runner, Clock clock) {
        this.inner = inner;
        this.runner = runner;
        this.clock = clock;
    }

    @Override
    public ToolSpec spec() {
        return inner.spec();
    }

    @Override
    public Result<Reply> execute(ToolCall call) {
        long started = clock.now();
        try {
            return runner.run(() -> inner.execute(call), Math.max(1L, call.deadlineAtMs() - started));
        } catch (TimeoutException e) {
            return Result.fail("DEADLINE_EXCEEDED", "The deadline passed before " + spec().name()
                    + " finished; query the same request_id", false);
        } finally {
            Log.d(TAG, spec().name() + " took " + (clock.now() - started) + " ms");
        }
    }
}
