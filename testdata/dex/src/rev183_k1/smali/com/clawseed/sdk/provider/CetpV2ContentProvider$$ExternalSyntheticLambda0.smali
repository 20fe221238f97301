.class public final synthetic Lcom/clawseed/sdk/provider/CetpV2ContentProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;


# instance fields
.field public final synthetic f$0:Lcom/clawseed/sdk/provider/CetpV2ContentProvider;


# direct methods
.method public synthetic constructor <init>(Lcom/clawseed/sdk/provider/CetpV2ContentProvider;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/clawseed/sdk/provider/CetpV2ContentProvider$$ExternalSyntheticLambda0;->f$0:Lcom/clawseed/sdk/provider/CetpV2ContentProvider;

    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/clawseed/sdk/provider/CetpV2ContentProvider$$ExternalSyntheticLambda0;->f$0:Lcom/clawseed/sdk/provider/CetpV2ContentProvider;

    check-cast p1, Lcom/clawseed/sdk/provider/CetpRequest;

    invoke-static {v0, p1}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->runTool$lambda$0(Lcom/clawseed/sdk/provider/CetpV2ContentProvider;Lcom/clawseed/sdk/provider/CetpRequest;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
