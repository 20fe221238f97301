.class public final Lcom/visitloop/care/RosterProvider$Companion;
.super Ljava/lang/Object;
.source "RosterProvider.kt"


.method private constructor <init>()V
    .registers 1
    .line 92
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/visitloop/care/RosterProvider$Companion;-><init>()V
    return-void
.end method

