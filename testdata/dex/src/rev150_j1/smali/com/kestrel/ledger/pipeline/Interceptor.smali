.class public interface abstract Lcom/kestrel/ledger/pipeline/Interceptor;
.super Ljava/lang/Object;
.source "Interceptor.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/kestrel/ledger/pipeline/Interceptor$Chain;
    }
.end annotation


# virtual methods
.method public abstract intercept(Lcom/kestrel/ledger/pipeline/Interceptor$Chain;)Lcom/kestrel/ledger/pipeline/Response;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method
