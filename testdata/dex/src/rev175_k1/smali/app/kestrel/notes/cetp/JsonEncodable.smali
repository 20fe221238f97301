.class public interface abstract Lapp/kestrel/notes/cetp/JsonEncodable;
.super Ljava/lang/Object;
.source "Wire.kt"


# virtual methods
.method public abstract toJson()Lorg/json/JSONObject;
.end method
