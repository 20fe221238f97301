.class public final synthetic Lcom/example/r32k3/ParleyToolProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Lcom/example/r32k3/PendingSend;


# direct methods
.method public synthetic constructor <init>(Lcom/example/r32k3/PendingSend;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r32k3/ParleyToolProvider$$ExternalSyntheticLambda1;->f$0:Lcom/example/r32k3/PendingSend;
    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 2
    iget-object v0, p0, Lcom/example/r32k3/ParleyToolProvider$$ExternalSyntheticLambda1;->f$0:Lcom/example/r32k3/PendingSend;
    invoke-static {v0}, Lcom/example/r32k3/ParleyToolProvider;->send$lambda$0(Lcom/example/r32k3/PendingSend;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method
