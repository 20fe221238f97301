.class public final Lkotlinx/serialization/internal/SerializationConstructorMarker;
.super Ljava/lang/Object;
.source "Internal.kt"


.method private constructor <init>()V
    .registers 1
    .line 7
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

