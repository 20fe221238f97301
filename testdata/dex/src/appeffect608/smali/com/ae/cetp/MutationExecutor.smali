.class public interface abstract Lcom/ae/cetp/MutationExecutor;
.super Ljava/lang/Object;
.source "MutationExecutor.java"


# virtual methods
.method public abstract run(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
.end method

