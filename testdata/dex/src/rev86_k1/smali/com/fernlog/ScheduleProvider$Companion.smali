.class public final Lcom/fernlog/ScheduleProvider$Companion;
.super Ljava/lang/Object;
.source "ScheduleProvider.kt"


.method private constructor <init>()V
    .registers 1
    .line 64
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/fernlog/ScheduleProvider$Companion;-><init>()V
    return-void
.end method

