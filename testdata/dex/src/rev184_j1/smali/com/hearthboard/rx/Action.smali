.class public interface abstract Lcom/hearthboard/rx/Action;
.super Ljava/lang/Object;
.source "Action.java"


# virtual methods
.method public abstract run()V
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
.end method
