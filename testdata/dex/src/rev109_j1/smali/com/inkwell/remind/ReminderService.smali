.class public interface abstract Lcom/inkwell/remind/ReminderService;
.super Ljava/lang/Object;
.source "ReminderService.java"


# virtual methods
.method public abstract cancel(Lcom/inkwell/core/ToolCall;J)Landroid/os/Bundle;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
.end method

.method public abstract clearAll(Lcom/inkwell/core/ToolCall;)Landroid/os/Bundle;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
.end method

.method public abstract snooze(Lcom/inkwell/core/ToolCall;JI)Landroid/os/Bundle;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
.end method
