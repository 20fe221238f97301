.class Lcom/example/r36j3/WithdrawActivity$1;
.super Ljava/lang/Object;
.source "WithdrawActivity.java"

# interfaces
.implements Landroid/view/View$OnClickListener;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/example/r36j3/WithdrawActivity;->onCreate(Landroid/os/Bundle;)V
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/example/r36j3/WithdrawActivity;


# direct methods
.method constructor <init>(Lcom/example/r36j3/WithdrawActivity;)V
    .locals 0

    .line 15
    iput-object p1, p0, Lcom/example/r36j3/WithdrawActivity$1;->this$0:Lcom/example/r36j3/WithdrawActivity;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public onClick(Landroid/view/View;)V
    .locals 2

    .line 18
    iget-object v0, p0, Lcom/example/r36j3/WithdrawActivity$1;->this$0:Lcom/example/r36j3/WithdrawActivity;

    const/4 v1, -0x1

    invoke-virtual {v0, v1}, Lcom/example/r36j3/WithdrawActivity;->setResult(I)V

    .line 19
    iget-object v0, p0, Lcom/example/r36j3/WithdrawActivity$1;->this$0:Lcom/example/r36j3/WithdrawActivity;

    invoke-virtual {v0}, Lcom/example/r36j3/WithdrawActivity;->finish()V

    .line 20
    return-void
.end method
