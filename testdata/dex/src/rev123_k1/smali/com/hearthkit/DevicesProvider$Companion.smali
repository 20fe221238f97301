.class public final Lcom/hearthkit/DevicesProvider$Companion;
.super Ljava/lang/Object;
.source "DevicesProvider.kt"

# direct methods
.method private constructor <init>()V
    .registers 1
    .line 136
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/hearthkit/DevicesProvider$Companion;-><init>()V
    return-void
.end method
