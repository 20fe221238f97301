.class public final Lcom/chorechart/AllowanceProvider$Companion;
.super Ljava/lang/Object;
.source "AllowanceProvider.kt"


.method private constructor <init>()V
    .registers 1
    .line 71
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/chorechart/AllowanceProvider$Companion;-><init>()V
    return-void
.end method

