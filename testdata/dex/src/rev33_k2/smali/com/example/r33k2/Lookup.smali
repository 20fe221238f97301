.class public abstract Lcom/example/r33k2/Lookup;
.super Ljava/lang/Object;
.source "Library.kt"

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/r33k2/Lookup$Failed;,
        Lcom/example/r33k2/Lookup$Found;,
        Lcom/example/r33k2/Lookup$Missing;
    }
.end annotation

.method private constructor <init>()V
    .registers 1
    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/example/r33k2/Lookup;-><init>()V
    return-void
.end method
