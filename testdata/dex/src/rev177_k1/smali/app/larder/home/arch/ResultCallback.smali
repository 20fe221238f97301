.class public interface abstract Lapp/larder/home/arch/ResultCallback;
.super Ljava/lang/Object;
.source "ActivityResults.kt"


# virtual methods
.method public abstract onResult(I)V
.end method
