.class public final Lcom/spokeshare/Desk$Companion;
.super Ljava/lang/Object;
.source "Desk.kt"

# direct methods
.method private constructor <init>()V
    .registers 1
    .line 119
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/spokeshare/Desk$Companion;-><init>()V
    return-void
.end method
