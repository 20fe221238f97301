.class public interface abstract Lcom/hearthlink/security/ConfirmationPolicy;
.super Ljava/lang/Object;
.source "ConfirmationPolicy.java"


# virtual methods
.method public abstract satisfied(Lcom/hearthlink/cetp/ToolSpec;Lcom/hearthlink/cetp/Call;)Z
.end method
