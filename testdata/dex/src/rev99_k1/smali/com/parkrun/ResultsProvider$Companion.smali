.class public final Lcom/parkrun/ResultsProvider$Companion;
.super Ljava/lang/Object;
.source "ResultsProvider.kt"


.method private constructor <init>()V
    .registers 1
    .line 88
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/parkrun/ResultsProvider$Companion;-><init>()V
    return-void
.end method

