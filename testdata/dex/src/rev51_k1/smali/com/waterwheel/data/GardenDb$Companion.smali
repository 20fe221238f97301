.class public final Lcom/waterwheel/data/GardenDb$Companion;
.super Ljava/lang/Object;
.source "GardenDb.kt"


.method private constructor <init>()V
    .registers 1
    .line 18
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/waterwheel/data/GardenDb$Companion;-><init>()V
    return-void
.end method

