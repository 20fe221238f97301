.class public interface abstract Lcom/larderly/SessionStore;
.super Ljava/lang/Object;
.source "Sessions.kt"

# virtual methods
.method public abstract close(Ljava/lang/String;)V
.end method

.method public abstract find(Ljava/lang/String;)Lcom/larderly/Session;
.end method

.method public abstract open(ILjava/util/List;)Lcom/larderly/Session;
.end method
