.class public interface abstract Lcom/brambleway/Jobs;
.super Ljava/lang/Object;
.source "Jobs.kt"

# virtual methods
.method public abstract post(Lkotlin/jvm/functions/Function0;)V
.end method
