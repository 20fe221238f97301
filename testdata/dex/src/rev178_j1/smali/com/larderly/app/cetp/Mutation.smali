.class public interface abstract Lcom/larderly/app/cetp/Mutation;
.super Ljava/lang/Object;
.source "Mutation.java"


# virtual methods
.method public abstract apply()Lorg/json/JSONObject;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/larderly/app/domain/DomainException;,
            Lorg/json/JSONException;
        }
    .end annotation
.end method
