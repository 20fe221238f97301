.class public interface abstract Lcom/quirewell/cetp/Tool;
.super Ljava/lang/Object;
.source "Tool.java"


# virtual methods
.method public label()Ljava/lang/String;
    .registers 2

    .line 10
    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Class;->getSimpleName()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public abstract run(Lcom/quirewell/cetp/Invocation;)Landroid/os/Bundle;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
.end method
