.class public interface abstract Lcom/laserlog/core/Interceptor;
.super Ljava/lang/Object;
.source "Interceptor.java"


# virtual methods
.method public abstract intercept(Lcom/laserlog/core/Request;Lcom/laserlog/core/Chain;)Landroid/os/Bundle;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
.end method
