.class public final Lkotlinx/serialization/json/JsonImpl;
.super Lkotlinx/serialization/json/Json;
.source "Json.kt"


.method public constructor <init>(Z)V
    .registers 2
    .line 26
    invoke-direct {v0, v1}, Lkotlinx/serialization/json/Json;-><init>(Z)V
    return-void
.end method

