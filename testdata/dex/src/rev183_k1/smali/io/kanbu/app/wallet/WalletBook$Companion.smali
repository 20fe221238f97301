.class public final Lio/kanbu/app/wallet/WalletBook$Companion;
.super Ljava/lang/Object;
.source "WalletBook.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 32
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lio/kanbu/app/wallet/WalletBook$Companion;-><init>()V

    return-void
.end method
