.class public interface abstract Lcom/chorechart/Tool;
.super Ljava/lang/Object;
.source "Tool.kt"


.method public abstract run(Lcom/chorechart/ToolCtx;)Landroid/os/Bundle;
.end method

