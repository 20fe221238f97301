.class public final synthetic Lcom/hd/TimedProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/hd/TimedProvider$Handler;

# instance fields
.field public final synthetic f$0:Lcom/hd/TimedProvider;


# direct methods
.method public synthetic constructor <init>(Lcom/hd/TimedProvider;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/hd/TimedProvider$$ExternalSyntheticLambda1;->f$0:Lcom/hd/TimedProvider;
    return-void
.end method


# virtual methods
.method public final handle(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 4
    iget-object v0, p0, Lcom/hd/TimedProvider$$ExternalSyntheticLambda1;->f$0:Lcom/hd/TimedProvider;
    invoke-virtual {v0, p1, p2}, Lcom/hd/TimedProvider;->executeTool(ILandroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

