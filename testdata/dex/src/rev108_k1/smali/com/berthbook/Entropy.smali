.class public interface abstract Lcom/berthbook/Entropy;
.super Ljava/lang/Object;
.source "Tokens.kt"


# virtual methods
.method public abstract nextLong()J
.end method

