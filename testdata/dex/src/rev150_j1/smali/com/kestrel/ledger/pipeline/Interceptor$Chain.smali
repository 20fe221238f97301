.class public interface abstract Lcom/kestrel/ledger/pipeline/Interceptor$Chain;
.super Ljava/lang/Object;
.source "Interceptor.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/kestrel/ledger/pipeline/Interceptor;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x609
    name = "Chain"
.end annotation


# virtual methods
.method public abstract proceed(Lcom/kestrel/ledger/pipeline/Request;)Lcom/kestrel/ledger/pipeline/Response;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method

.method public abstract request()Lcom/kestrel/ledger/pipeline/Request;
.end method
