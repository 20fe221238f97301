.class public final synthetic Lcom/hd/DeskProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/hd/DeskProvider$Handler;

# instance fields
.field public final synthetic f$0:Lcom/hd/DeskProvider;


# direct methods
.method public synthetic constructor <init>(Lcom/hd/DeskProvider;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/hd/DeskProvider$$ExternalSyntheticLambda1;->f$0:Lcom/hd/DeskProvider;
    return-void
.end method


# virtual methods
.method public final handle(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 4
    iget-object v0, p0, Lcom/hd/DeskProvider$$ExternalSyntheticLambda1;->f$0:Lcom/hd/DeskProvider;
    invoke-virtual {v0, p1, p2}, Lcom/hd/DeskProvider;->executeTool(ILandroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

