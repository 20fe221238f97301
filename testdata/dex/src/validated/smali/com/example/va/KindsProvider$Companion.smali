# The companion object kotlinc emits for KindsProvider (KindsProvider.kt:40).
.class public final Lcom/example/va/KindsProvider$Companion;
.super Ljava/lang/Object;
.source "KindsProvider.kt"

.method private constructor <init>()V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .locals 0
    invoke-direct {p0}, Lcom/example/va/KindsProvider$Companion;-><init>()V
    return-void
.end method
