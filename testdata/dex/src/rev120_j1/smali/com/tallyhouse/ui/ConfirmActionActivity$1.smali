.class Lcom/tallyhouse/ui/ConfirmActionActivity$1;
.super Ljava/lang/Object;
.source "ConfirmActionActivity.java"

# interfaces
.implements Landroid/content/DialogInterface$OnCancelListener;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/tallyhouse/ui/ConfirmActionActivity;->onCreate(Landroid/os/Bundle;)V
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/tallyhouse/ui/ConfirmActionActivity;


# direct methods
.method constructor <init>(Lcom/tallyhouse/ui/ConfirmActionActivity;)V
    .registers 2

    .line 40
    iput-object p1, p0, Lcom/tallyhouse/ui/ConfirmActionActivity$1;->this$0:Lcom/tallyhouse/ui/ConfirmActionActivity;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public onCancel(Landroid/content/DialogInterface;)V
    .registers 4

    .line 43
    iget-object v0, p0, Lcom/tallyhouse/ui/ConfirmActionActivity$1;->this$0:Lcom/tallyhouse/ui/ConfirmActionActivity;

    const/4 v1, 0x0

    invoke-static {v0, v1}, Lcom/tallyhouse/ui/ConfirmActionActivity;->access$000(Lcom/tallyhouse/ui/ConfirmActionActivity;Z)V

    .line 44
    return-void
.end method
