.class public interface abstract Lcom/example/r27q/JournalRepo;
.super Ljava/lang/Object;
.source "Executors.kt"

.method public abstract mark(Ljava/lang/String;)V
.end method

.method public abstract seen(Ljava/lang/String;)Z
.end method
