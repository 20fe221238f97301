.class public final Lcom/hearthly/DeviceTools$Companion;
.super Ljava/lang/Object;
.source "DeviceTools.kt"

# direct methods
.method private constructor <init>()V
    .registers 1
    .line 105
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/hearthly/DeviceTools$Companion;-><init>()V
    return-void
.end method
