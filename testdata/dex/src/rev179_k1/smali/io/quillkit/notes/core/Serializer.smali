.class public interface abstract Lio/quillkit/notes/core/Serializer;
.super Ljava/lang/Object;
.source "Json.kt"


# virtual methods
.method public abstract decode(Lorg/json/JSONObject;)Ljava/lang/Object;
.end method

.method public abstract encode(Ljava/lang/Object;)Lorg/json/JSONObject;
.end method
