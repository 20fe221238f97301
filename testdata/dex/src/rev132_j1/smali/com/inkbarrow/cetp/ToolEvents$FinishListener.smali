.class public interface abstract Lcom/inkbarrow/cetp/ToolEvents$FinishListener;
.super Ljava/lang/Object;
.source "ToolEvents.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/inkbarrow/cetp/ToolEvents;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x609
    name = "FinishListener"
.end annotation


# virtual methods
.method public abstract onFinish(Lcom/inkbarrow/cetp/ToolCall;Ljava/lang/String;)V
.end method
