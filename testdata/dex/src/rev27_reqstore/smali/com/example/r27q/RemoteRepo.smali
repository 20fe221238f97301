.class public interface abstract Lcom/example/r27q/RemoteRepo;
.super Ljava/lang/Object;
.source "Executors.kt"

.method public abstract claim(Ljava/lang/String;)Z
.end method
