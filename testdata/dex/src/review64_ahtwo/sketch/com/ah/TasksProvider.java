package com.ah;

/** Task tools. Its authorize hook allows only a caller the user granted the tool to. */
public final class TasksProvider extends ToolDesk {
    private final Grants grants = new Grants();

    @Override
    protected boolean authorize(String callerPackage, String tool) {
        if (callerPackage == null) {
            return false;
        }
        return grants.allows(android.os.Binder.getCallingUid(), callerPackage, tool);
    }

    @Override
    protected String run(DeskCall call) {
        return "closed the task";
    }
}
