.class public interface abstract Lcom/example/r25r/Lookup;
.super Ljava/lang/Object;
.source "Lookup.kt"

.method public abstract run(Landroid/content/Context;)Ljava/lang/String;
.end method
