.class Lcom/tidepool/reef/ui/ConfirmActivity$1;
.super Ljava/lang/Object;
.source "ConfirmActivity.java"

# interfaces
.implements Landroid/view/View$OnClickListener;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/tidepool/reef/ui/ConfirmActivity;->onCreate(Landroid/os/Bundle;)V
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/tidepool/reef/ui/ConfirmActivity;


# direct methods
.method constructor <init>(Lcom/tidepool/reef/ui/ConfirmActivity;)V
    .registers 2

    .line 36
    iput-object p1, p0, Lcom/tidepool/reef/ui/ConfirmActivity$1;->this$0:Lcom/tidepool/reef/ui/ConfirmActivity;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public onClick(Landroid/view/View;)V
    .registers 4

    .line 39
    iget-object v0, p0, Lcom/tidepool/reef/ui/ConfirmActivity$1;->this$0:Lcom/tidepool/reef/ui/ConfirmActivity;

    const/4 v1, 0x1

    invoke-static {v0, v1}, Lcom/tidepool/reef/ui/ConfirmActivity;->access$000(Lcom/tidepool/reef/ui/ConfirmActivity;Z)V

    .line 40
    return-void
.end method
