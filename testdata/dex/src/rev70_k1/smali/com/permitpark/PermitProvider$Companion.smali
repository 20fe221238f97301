.class public final Lcom/permitpark/PermitProvider$Companion;
.super Ljava/lang/Object;
.source "PermitProvider.kt"


.method private constructor <init>()V
    .registers 1
    .line 95
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/permitpark/PermitProvider$Companion;-><init>()V
    return-void
.end method

