.class public interface abstract Lcom/laserlog/core/Terminal;
.super Ljava/lang/Object;
.source "Terminal.java"


# virtual methods
.method public abstract handle(Lcom/laserlog/core/Request;)Landroid/os/Bundle;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
.end method
