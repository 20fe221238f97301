.class public abstract Lkotlinx/serialization/json/JsonElement;
.super Ljava/lang/Object;
.source "Json.kt"


.method private constructor <init>()V
    .registers 1
    .line 28
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lkotlinx/serialization/json/JsonElement;-><init>()V
    return-void
.end method

