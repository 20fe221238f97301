.class public final synthetic Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda12;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Lio/kanbu/app/board/BoardToolProvider;

.field public final synthetic f$1:Lcom/clawseed/sdk/provider/CetpRequest;

.field public final synthetic f$2:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Lio/kanbu/app/board/BoardToolProvider;Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda12;->f$0:Lio/kanbu/app/board/BoardToolProvider;

    iput-object p2, p0, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda12;->f$1:Lcom/clawseed/sdk/provider/CetpRequest;

    iput-object p3, p0, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda12;->f$2:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda12;->f$0:Lio/kanbu/app/board/BoardToolProvider;

    iget-object v1, p0, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda12;->f$1:Lcom/clawseed/sdk/provider/CetpRequest;

    iget-object v2, p0, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda12;->f$2:Ljava/lang/String;

    invoke-static {v0, v1, v2}, Lio/kanbu/app/board/BoardToolProvider;->cancelOperation$lambda$0(Lio/kanbu/app/board/BoardToolProvider;Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
