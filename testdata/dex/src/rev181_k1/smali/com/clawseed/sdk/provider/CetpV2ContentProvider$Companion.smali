.class public final Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Companion;
.super Ljava/lang/Object;
.source "CetpV2ContentProvider.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 264
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Companion;-><init>()V

    return-void
.end method
