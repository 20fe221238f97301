.class public final synthetic Lio/kanbu/app/wallet/WalletToolProvider$$ExternalSyntheticLambda9;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;


# instance fields
.field public final synthetic f$0:Lio/kanbu/app/wallet/WalletToolProvider;

.field public final synthetic f$1:Lio/kanbu/app/wallet/WalletAction$Tool;


# direct methods
.method public synthetic constructor <init>(Lio/kanbu/app/wallet/WalletToolProvider;Lio/kanbu/app/wallet/WalletAction$Tool;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/kanbu/app/wallet/WalletToolProvider$$ExternalSyntheticLambda9;->f$0:Lio/kanbu/app/wallet/WalletToolProvider;

    iput-object p2, p0, Lio/kanbu/app/wallet/WalletToolProvider$$ExternalSyntheticLambda9;->f$1:Lio/kanbu/app/wallet/WalletAction$Tool;

    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lio/kanbu/app/wallet/WalletToolProvider$$ExternalSyntheticLambda9;->f$0:Lio/kanbu/app/wallet/WalletToolProvider;

    iget-object v1, p0, Lio/kanbu/app/wallet/WalletToolProvider$$ExternalSyntheticLambda9;->f$1:Lio/kanbu/app/wallet/WalletAction$Tool;

    check-cast p1, Lcom/clawseed/sdk/provider/CetpRequest;

    invoke-static {v0, v1, p1}, Lio/kanbu/app/wallet/WalletToolProvider;->execute_IoAF18A$lambda$0$0$0(Lio/kanbu/app/wallet/WalletToolProvider;Lio/kanbu/app/wallet/WalletAction$Tool;Lcom/clawseed/sdk/provider/CetpRequest;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
