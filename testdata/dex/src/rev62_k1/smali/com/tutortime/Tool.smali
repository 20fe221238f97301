.class public interface abstract Lcom/tutortime/Tool;
.super Ljava/lang/Object;
.source "Tool.kt"


.method public abstract run(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
.end method

