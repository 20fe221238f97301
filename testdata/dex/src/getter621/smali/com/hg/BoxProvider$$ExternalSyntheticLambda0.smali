.class public final synthetic Lcom/hg/BoxProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/hg/BoxTool$Handler;

# instance fields
.field public final synthetic f$0:Lcom/hg/BoxProvider;


# direct methods
.method public synthetic constructor <init>(Lcom/hg/BoxProvider;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/hg/BoxProvider$$ExternalSyntheticLambda0;->f$0:Lcom/hg/BoxProvider;
    return-void
.end method


# virtual methods
.method public final run(Landroid/os/Bundle;)V
    .registers 3
    iget-object v0, p0, Lcom/hg/BoxProvider$$ExternalSyntheticLambda0;->f$0:Lcom/hg/BoxProvider;
    invoke-direct {v0, p1}, Lcom/hg/BoxProvider;->lambda$onCreate$0(Landroid/os/Bundle;)V
    return-void
.end method

