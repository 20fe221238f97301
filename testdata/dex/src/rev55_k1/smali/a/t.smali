.class public final La/t;
.super Ljava/lang/Object;
.source "SourceFile"

.method private constructor <init>()V
    .registers 1
    .line 131
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, La/t;-><init>()V
    return-void
.end method

