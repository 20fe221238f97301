.class public interface abstract Lcom/hearthguard/claims/TokenMint;
.super Ljava/lang/Object;
.source "Tokens.kt"

.method public abstract mint-vppQkDw()Ljava/lang/String;
.end method
