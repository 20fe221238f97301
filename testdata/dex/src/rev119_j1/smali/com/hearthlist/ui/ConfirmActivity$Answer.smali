.class final Lcom/hearthlist/ui/ConfirmActivity$Answer;
.super Ljava/lang/Object;
.source "ConfirmActivity.java"


# interfaces
.implements Landroid/content/DialogInterface$OnClickListener;
.implements Landroid/content/DialogInterface$OnCancelListener;


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/hearthlist/ui/ConfirmActivity;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x12
    name = "Answer"
.end annotation


# instance fields
.field private final approved:Z

.field final synthetic this$0:Lcom/hearthlist/ui/ConfirmActivity;


# direct methods
.method constructor <init>(Lcom/hearthlist/ui/ConfirmActivity;Z)V
    .registers 3

    .line 49
    iput-object p1, p0, Lcom/hearthlist/ui/ConfirmActivity$Answer;->this$0:Lcom/hearthlist/ui/ConfirmActivity;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 50
    iput-boolean p2, p0, Lcom/hearthlist/ui/ConfirmActivity$Answer;->approved:Z

    .line 51
    return-void
.end method


# virtual methods
.method public onCancel(Landroid/content/DialogInterface;)V
    .registers 4

    .line 60
    iget-object v0, p0, Lcom/hearthlist/ui/ConfirmActivity$Answer;->this$0:Lcom/hearthlist/ui/ConfirmActivity;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/hearthlist/ui/ConfirmActivity;->answer(Z)V

    .line 61
    return-void
.end method

.method public onClick(Landroid/content/DialogInterface;I)V
    .registers 5

    .line 55
    iget-object v0, p0, Lcom/hearthlist/ui/ConfirmActivity$Answer;->this$0:Lcom/hearthlist/ui/ConfirmActivity;

    iget-boolean v1, p0, Lcom/hearthlist/ui/ConfirmActivity$Answer;->approved:Z

    invoke-direct {v0, v1}, Lcom/hearthlist/ui/ConfirmActivity;->answer(Z)V

    .line 56
    return-void
.end method
