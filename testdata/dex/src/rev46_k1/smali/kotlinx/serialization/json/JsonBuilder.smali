.class public final Lkotlinx/serialization/json/JsonBuilder;
.super Ljava/lang/Object;
.source "Json.kt"

.field private ignoreUnknownKeys:Z

.method public constructor <init>()V
    .registers 1
    .line 16
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final getIgnoreUnknownKeys()Z
    .registers 2
    .line 17
    iget-boolean v0, v1, Lkotlinx/serialization/json/JsonBuilder;->ignoreUnknownKeys:Z
    return v0
.end method

.method public final setIgnoreUnknownKeys(Z)V
    .registers 2
    .line 17
    iput-boolean v1, v0, Lkotlinx/serialization/json/JsonBuilder;->ignoreUnknownKeys:Z
    return-void
.end method

