.class Lcom/inkwell/confirm/ConfirmActivity$1;
.super Ljava/lang/Object;
.source "ConfirmActivity.java"

# interfaces
.implements Landroid/view/View$OnClickListener;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/inkwell/confirm/ConfirmActivity;->onCreate(Landroid/os/Bundle;)V
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/inkwell/confirm/ConfirmActivity;

.field final synthetic val$kind:Ljava/lang/String;

.field final synthetic val$token:Ljava/lang/String;


# direct methods
.method constructor <init>(Lcom/inkwell/confirm/ConfirmActivity;Ljava/lang/String;Ljava/lang/String;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 27
    iput-object p1, p0, Lcom/inkwell/confirm/ConfirmActivity$1;->this$0:Lcom/inkwell/confirm/ConfirmActivity;

    iput-object p2, p0, Lcom/inkwell/confirm/ConfirmActivity$1;->val$kind:Ljava/lang/String;

    iput-object p3, p0, Lcom/inkwell/confirm/ConfirmActivity$1;->val$token:Ljava/lang/String;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public onClick(Landroid/view/View;)V
    .registers 6

    .line 30
    iget-object v0, p0, Lcom/inkwell/confirm/ConfirmActivity$1;->this$0:Lcom/inkwell/confirm/ConfirmActivity;

    iget-object v1, p0, Lcom/inkwell/confirm/ConfirmActivity$1;->val$kind:Ljava/lang/String;

    iget-object v2, p0, Lcom/inkwell/confirm/ConfirmActivity$1;->val$token:Ljava/lang/String;

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lcom/inkwell/confirm/ConfirmActivity;->access$000(Lcom/inkwell/confirm/ConfirmActivity;Ljava/lang/String;Ljava/lang/String;Z)V

    .line 31
    return-void
.end method
