.class public abstract Lcom/clawseed/sdk/provider/Envelope;
.super Ljava/lang/Object;
.source "Cetp.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 124
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/clawseed/sdk/provider/Envelope;-><init>()V

    return-void
.end method
