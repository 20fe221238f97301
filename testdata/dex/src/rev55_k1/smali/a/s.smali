.class public final La/s;
.super Ljava/lang/Object;
.source "SourceFile"

.method private constructor <init>()V
    .registers 1
    .line 56
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, La/s;-><init>()V
    return-void
.end method

