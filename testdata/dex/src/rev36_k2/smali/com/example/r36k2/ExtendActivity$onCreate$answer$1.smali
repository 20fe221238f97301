.class public final Lcom/example/r36k2/ExtendActivity$onCreate$answer$1;
.super Ljava/lang/Object;
.source "Activities.kt"

# interfaces
.implements Landroid/content/DialogInterface$OnClickListener;

.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/example/r36k2/ExtendActivity;->onCreate(Landroid/os/Bundle;)V
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = null
.end annotation

.field final synthetic this$0:Lcom/example/r36k2/ExtendActivity;

.method constructor <init>(Lcom/example/r36k2/ExtendActivity;)V
    .registers 2
    iput-object p1, p0, Lcom/example/r36k2/ExtendActivity$onCreate$answer$1;->this$0:Lcom/example/r36k2/ExtendActivity;
    .line 29
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public onClick(Landroid/content/DialogInterface;I)V
    .registers 6
    const-string v0, "dialog"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 31
    iget-object p1, p0, Lcom/example/r36k2/ExtendActivity$onCreate$answer$1;->this$0:Lcom/example/r36k2/ExtendActivity;
    const/4 v0, -0x1
    if-ne p2, v0, :cond_cancel
    goto :goto_code
    :cond_cancel
    const/4 v0, 0x0
    :goto_code
    new-instance p2, Landroid/content/Intent;
    invoke-direct {p2}, Landroid/content/Intent;-><init>()V
    const-string v1, "minutes"
    const/16 v2, 0x1e
    invoke-virtual {p2, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;I)Landroid/content/Intent;
    move-result-object p2
    invoke-virtual {p1, v0, p2}, Lcom/example/r36k2/ExtendActivity;->setResult(ILandroid/content/Intent;)V
    .line 32
    iget-object p1, p0, Lcom/example/r36k2/ExtendActivity$onCreate$answer$1;->this$0:Lcom/example/r36k2/ExtendActivity;
    invoke-virtual {p1}, Lcom/example/r36k2/ExtendActivity;->finish()V
    .line 33
    return-void
.end method
