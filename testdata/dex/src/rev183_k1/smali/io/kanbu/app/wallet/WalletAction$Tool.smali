.class public abstract Lio/kanbu/app/wallet/WalletAction$Tool;
.super Lio/kanbu/app/wallet/WalletAction;
.source "WalletModel.kt"


# direct methods
.method private constructor <init>()V
    .registers 2

    .line 39
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lio/kanbu/app/wallet/WalletAction;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lio/kanbu/app/wallet/WalletAction$Tool;-><init>()V

    return-void
.end method


# virtual methods
.method public abstract getCall()Lcom/clawseed/sdk/provider/CetpRequest;
.end method
