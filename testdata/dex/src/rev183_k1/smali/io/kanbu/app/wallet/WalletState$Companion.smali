.class public final Lio/kanbu/app/wallet/WalletState$Companion;
.super Ljava/lang/Object;
.source "WalletModel.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 27
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lio/kanbu/app/wallet/WalletState$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final of(Lio/kanbu/app/wallet/Ledger;)Lio/kanbu/app/wallet/WalletState;
    .registers 8

    const-string v1, "ledger"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 28
    new-instance v0, Lio/kanbu/app/wallet/WalletState;

    invoke-static {}, Lkotlin/collections/MapsKt;->emptyMap()Ljava/util/Map;

    move-result-object v3

    invoke-static {}, Lkotlin/collections/MapsKt;->emptyMap()Ljava/util/Map;

    move-result-object v4

    invoke-static {}, Lkotlin/collections/CollectionsKt;->emptyList()Ljava/util/List;

    move-result-object v5

    move-object v1, p1

    move-object v2, v3

    move-object v3, v4

    move-object v4, v5

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lio/kanbu/app/wallet/WalletState;-><init>(Lio/kanbu/app/wallet/Ledger;Ljava/util/Map;Ljava/util/Map;Ljava/util/List;I)V

    return-object v0
.end method
