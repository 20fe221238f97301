.class public interface abstract Lcom/quirewell/cetp/ToolPlugin;
.super Ljava/lang/Object;
.source "ToolPlugin.java"


# virtual methods
.method public abstract execute(Lcom/quirewell/cetp/ToolHost;Lcom/quirewell/cetp/Invocation;)Landroid/os/Bundle;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
.end method

.method public abstract providerKey()Ljava/lang/String;
.end method

.method public abstract toolName()Ljava/lang/String;
.end method
