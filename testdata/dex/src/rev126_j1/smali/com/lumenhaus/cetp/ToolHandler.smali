.class public interface abstract Lcom/lumenhaus/cetp/ToolHandler;
.super Ljava/lang/Object;
.source "ToolHandler.java"


# virtual methods
.method public abstract run(Lcom/lumenhaus/cetp/Invocation;)Landroid/os/Bundle;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
.end method
