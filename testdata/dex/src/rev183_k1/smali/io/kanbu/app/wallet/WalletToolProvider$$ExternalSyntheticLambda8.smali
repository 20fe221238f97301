.class public final synthetic Lio/kanbu/app/wallet/WalletToolProvider$$ExternalSyntheticLambda8;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


# static fields
.field public static final synthetic INSTANCE:Lio/kanbu/app/wallet/WalletToolProvider$$ExternalSyntheticLambda8;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lio/kanbu/app/wallet/WalletToolProvider$$ExternalSyntheticLambda8;

    invoke-direct {v0}, Lio/kanbu/app/wallet/WalletToolProvider$$ExternalSyntheticLambda8;-><init>()V

    sput-object v0, Lio/kanbu/app/wallet/WalletToolProvider$$ExternalSyntheticLambda8;->INSTANCE:Lio/kanbu/app/wallet/WalletToolProvider$$ExternalSyntheticLambda8;

    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    check-cast p1, Lio/kanbu/app/wallet/WalletState;

    check-cast p2, Lio/kanbu/app/wallet/WalletAction;

    invoke-static {p1, p2}, Lio/kanbu/app/wallet/WalletToolProvider;->store_delegate$lambda$0$0(Lio/kanbu/app/wallet/WalletState;Lio/kanbu/app/wallet/WalletAction;)Lio/kanbu/app/wallet/WalletState;

    move-result-object v0

    return-object v0
.end method
