.class public final Lcom/chorechart/LedgerProvider$Companion;
.super Ljava/lang/Object;
.source "LedgerProvider.kt"


.method private constructor <init>()V
    .registers 1
    .line 156
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/chorechart/LedgerProvider$Companion;-><init>()V
    return-void
.end method

