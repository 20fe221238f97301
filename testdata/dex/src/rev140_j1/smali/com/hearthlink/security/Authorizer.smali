.class public interface abstract Lcom/hearthlink/security/Authorizer;
.super Ljava/lang/Object;
.source "Authorizer.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/hearthlink/security/Authorizer$Decision;
    }
.end annotation


# virtual methods
.method public abstract authorize(Lcom/hearthlink/cetp/Call;Lcom/hearthlink/cetp/ToolSpec;)Lcom/hearthlink/security/Authorizer$Decision;
.end method
