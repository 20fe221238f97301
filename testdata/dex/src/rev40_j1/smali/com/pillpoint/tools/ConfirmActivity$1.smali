.class Lcom/pillpoint/tools/ConfirmActivity$1;
.super Ljava/lang/Object;
.source "ConfirmActivity.java"

# interfaces
.implements Landroid/view/View$OnClickListener;

.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/pillpoint/tools/ConfirmActivity;->onCreate(Landroid/os/Bundle;)V
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation

.field final synthetic this$0:Lcom/pillpoint/tools/ConfirmActivity;

.method constructor <init>(Lcom/pillpoint/tools/ConfirmActivity;)V
    .registers 2
    .line 15
    iput-object p1, p0, Lcom/pillpoint/tools/ConfirmActivity$1;->this$0:Lcom/pillpoint/tools/ConfirmActivity;
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public onClick(Landroid/view/View;)V
    .registers 3
    .line 18
    iget-object p1, p0, Lcom/pillpoint/tools/ConfirmActivity$1;->this$0:Lcom/pillpoint/tools/ConfirmActivity;
    const/4 v0, -0x1
    invoke-virtual {p1, v0}, Lcom/pillpoint/tools/ConfirmActivity;->setResult(I)V
    .line 19
    iget-object p1, p0, Lcom/pillpoint/tools/ConfirmActivity$1;->this$0:Lcom/pillpoint/tools/ConfirmActivity;
    invoke-virtual {p1}, Lcom/pillpoint/tools/ConfirmActivity;->finish()V
    .line 20
    return-void
.end method
