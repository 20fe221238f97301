.class public final Lcom/tidetable/TideProvider$Companion;
.super Ljava/lang/Object;
.source "TideProvider.kt"


.method private constructor <init>()V
    .registers 1
    .line 123
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/tidetable/TideProvider$Companion;-><init>()V
    return-void
.end method

