.class Lcom/fixitnow/ui/ConfirmWebActivity$Bridge;
.super Ljava/lang/Object;
.source "ConfirmWebActivity.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fixitnow/ui/ConfirmWebActivity;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = "Bridge"
.end annotation


# instance fields
.field final synthetic this$0:Lcom/fixitnow/ui/ConfirmWebActivity;


# direct methods
.method constructor <init>(Lcom/fixitnow/ui/ConfirmWebActivity;)V
    .registers 2

    .line 20
    iput-object p1, p0, Lcom/fixitnow/ui/ConfirmWebActivity$Bridge;->this$0:Lcom/fixitnow/ui/ConfirmWebActivity;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public approve()V
    .registers 3
    .annotation runtime Landroid/webkit/JavascriptInterface;
    .end annotation

    .line 23
    iget-object v0, p0, Lcom/fixitnow/ui/ConfirmWebActivity$Bridge;->this$0:Lcom/fixitnow/ui/ConfirmWebActivity;

    const/4 v1, -0x1

    invoke-virtual {v0, v1}, Lcom/fixitnow/ui/ConfirmWebActivity;->setResult(I)V

    .line 24
    iget-object v0, p0, Lcom/fixitnow/ui/ConfirmWebActivity$Bridge;->this$0:Lcom/fixitnow/ui/ConfirmWebActivity;

    invoke-virtual {v0}, Lcom/fixitnow/ui/ConfirmWebActivity;->finish()V

    .line 25
    return-void
.end method

.method public decline()V
    .registers 3
    .annotation runtime Landroid/webkit/JavascriptInterface;
    .end annotation

    .line 29
    iget-object v0, p0, Lcom/fixitnow/ui/ConfirmWebActivity$Bridge;->this$0:Lcom/fixitnow/ui/ConfirmWebActivity;

    const/4 v1, 0x0

    invoke-virtual {v0, v1}, Lcom/fixitnow/ui/ConfirmWebActivity;->setResult(I)V

    .line 30
    iget-object v0, p0, Lcom/fixitnow/ui/ConfirmWebActivity$Bridge;->this$0:Lcom/fixitnow/ui/ConfirmWebActivity;

    invoke-virtual {v0}, Lcom/fixitnow/ui/ConfirmWebActivity;->finish()V

    .line 31
    return-void
.end method
