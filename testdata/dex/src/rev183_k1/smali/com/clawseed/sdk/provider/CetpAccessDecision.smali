.class public abstract Lcom/clawseed/sdk/provider/CetpAccessDecision;
.super Ljava/lang/Object;
.source "Cetp.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 97
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/clawseed/sdk/provider/CetpAccessDecision;-><init>()V

    return-void
.end method
