.class public final synthetic Lio/kanbu/app/wallet/WalletToolProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Lio/kanbu/app/wallet/WalletToolProvider;


# direct methods
.method public synthetic constructor <init>(Lio/kanbu/app/wallet/WalletToolProvider;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/kanbu/app/wallet/WalletToolProvider$$ExternalSyntheticLambda1;->f$0:Lio/kanbu/app/wallet/WalletToolProvider;

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 2

    iget-object v0, p0, Lio/kanbu/app/wallet/WalletToolProvider$$ExternalSyntheticLambda1;->f$0:Lio/kanbu/app/wallet/WalletToolProvider;

    invoke-static {v0}, Lio/kanbu/app/wallet/WalletToolProvider;->book_delegate$lambda$0(Lio/kanbu/app/wallet/WalletToolProvider;)Lio/kanbu/app/wallet/WalletBook;

    move-result-object v0

    return-object v0
.end method
