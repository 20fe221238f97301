package com.ah;

/** Task tools. Its authorize hook allows only a caller the user granted the tool to. */
public final class TasksProvider extends ToolDesk {

    @Override
    protected String run(DeskCall call) {
        return "closed the task";
    }
}
