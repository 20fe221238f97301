.class public interface abstract Lcom/inkbarrow/cetp/ToolEvents$StartListener;
.super Ljava/lang/Object;
.source "ToolEvents.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/inkbarrow/cetp/ToolEvents;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x609
    name = "StartListener"
.end annotation


# virtual methods
.method public abstract onStart(Lcom/inkbarrow/cetp/ToolCall;)V
.end method
