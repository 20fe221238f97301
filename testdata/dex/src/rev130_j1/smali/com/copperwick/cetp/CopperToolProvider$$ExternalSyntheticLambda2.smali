.class public final synthetic Lcom/copperwick/cetp/CopperToolProvider$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/copperwick/cetp/CopperToolProvider$MethodHandler;


# direct methods
.method public synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final handle(Lcom/copperwick/cetp/CopperToolProvider;ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 5

    invoke-virtual {p1, p2, p3}, Lcom/copperwick/cetp/CopperToolProvider;->providerInfo(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
