.class public interface abstract Lcom/copperwick/cetp/Tool;
.super Ljava/lang/Object;
.source "Tool.java"


# virtual methods
.method public abstract run(Lcom/copperwick/cetp/Invocation;)Landroid/os/Bundle;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
.end method
