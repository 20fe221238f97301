package com.inkwell.remind;

import android.os.Bundle;
import com.inkwell.core.ToolCall;

/** The reminder tools with effects; the provider only ever holds the guarded proxy of it. */
public interface ReminderService {
    Bundle snooze(ToolCall call, long reminderId, int minutes) throws Exception;

    Bundle cancel(ToolCall call, long reminderId) throws Exception;

    Bundle clearAll(ToolCall call) throws Exception;
}
