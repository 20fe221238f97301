.class public final Lcom/tidelog/CrewProvider$Companion;
.super Ljava/lang/Object;
.source "CrewProvider.kt"


.method private constructor <init>()V
    .registers 1
    .line 83
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/tidelog/CrewProvider$Companion;-><init>()V
    return-void
.end method

