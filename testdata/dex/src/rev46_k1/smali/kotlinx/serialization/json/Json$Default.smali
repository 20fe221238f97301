.class public final Lkotlinx/serialization/json/Json$Default;
.super Lkotlinx/serialization/json/Json;
.source "Json.kt"


.method private constructor <init>()V
    .registers 2
    .line 13
    const/4 v0, 0x0
    invoke-direct {v1, v0}, Lkotlinx/serialization/json/Json;-><init>(Z)V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lkotlinx/serialization/json/Json$Default;-><init>()V
    return-void
.end method

