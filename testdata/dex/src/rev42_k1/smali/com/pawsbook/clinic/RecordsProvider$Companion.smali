.class public final Lcom/pawsbook/clinic/RecordsProvider$Companion;
.super Ljava/lang/Object;
.source "RecordsProvider.kt"


.method private constructor <init>()V
    .registers 1
    .line 85
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/pawsbook/clinic/RecordsProvider$Companion;-><init>()V
    return-void
.end method

