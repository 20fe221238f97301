.class public final synthetic Lcom/example/r36k2/UnlockActivity$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/content/DialogInterface$OnClickListener;

.field public final synthetic f$0:Lcom/example/r36k2/UnlockActivity;

.field public final synthetic f$1:Ljava/lang/String;

.method public synthetic constructor <init>(Lcom/example/r36k2/UnlockActivity;Ljava/lang/String;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r36k2/UnlockActivity$$ExternalSyntheticLambda0;->f$0:Lcom/example/r36k2/UnlockActivity;
    iput-object p2, p0, Lcom/example/r36k2/UnlockActivity$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;
    return-void
.end method

.method public final onClick(Landroid/content/DialogInterface;I)V
    .registers 5
    iget-object v0, p0, Lcom/example/r36k2/UnlockActivity$$ExternalSyntheticLambda0;->f$0:Lcom/example/r36k2/UnlockActivity;
    iget-object v1, p0, Lcom/example/r36k2/UnlockActivity$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;
    invoke-static {v0, v1, p1, p2}, Lcom/example/r36k2/UnlockActivity;->onCreate$lambda$0(Lcom/example/r36k2/UnlockActivity;Ljava/lang/String;Landroid/content/DialogInterface;I)V
    return-void
.end method
