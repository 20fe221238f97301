.class public interface abstract Lcom/saltmarsh/podcasts/Ledger;
.super Ljava/lang/Object;
.source "Host.kt"


# virtual methods
.method public abstract find(Ljava/lang/String;)Lcom/saltmarsh/podcasts/Receipt;
.end method

.method public abstract save(Ljava/lang/String;Lcom/saltmarsh/podcasts/Receipt;)V
.end method
