.class public abstract Lio/kanbu/app/wallet/WalletEffect;
.super Ljava/lang/Object;
.source "WalletModel.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 59
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lio/kanbu/app/wallet/WalletEffect;-><init>()V

    return-void
.end method
