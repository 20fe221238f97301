# The companion object kotlinc emits for CompanionExecutor (CompanionExecutor.kt:19): no state of its
# own; its property done is a static field of CompanionExecutor.
.class public final Lcom/example/sg/CompanionExecutor$Companion;
.super Ljava/lang/Object;
.source "CompanionExecutor.kt"

.method private constructor <init>()V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .locals 0
    invoke-direct {p0}, Lcom/example/sg/CompanionExecutor$Companion;-><init>()V
    return-void
.end method
