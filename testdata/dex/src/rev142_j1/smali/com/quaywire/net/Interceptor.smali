.class public interface abstract Lcom/quaywire/net/Interceptor;
.super Ljava/lang/Object;
.source "Interceptor.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/quaywire/net/Interceptor$Chain;
    }
.end annotation


# virtual methods
.method public abstract intercept(Lcom/quaywire/net/Interceptor$Chain;)Lcom/quaywire/net/HttpResponse;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation
.end method
