.class public final synthetic Lcom/larder/kitchen/ui/ConfirmActivity$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/view/View$OnClickListener;


# instance fields
.field public final synthetic f$0:Lcom/larder/kitchen/ui/ConfirmActivity;


# direct methods
.method public synthetic constructor <init>(Lcom/larder/kitchen/ui/ConfirmActivity;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/larder/kitchen/ui/ConfirmActivity$$ExternalSyntheticLambda0;->f$0:Lcom/larder/kitchen/ui/ConfirmActivity;

    return-void
.end method


# virtual methods
.method public final onClick(Landroid/view/View;)V
    .registers 3

    iget-object v0, p0, Lcom/larder/kitchen/ui/ConfirmActivity$$ExternalSyntheticLambda0;->f$0:Lcom/larder/kitchen/ui/ConfirmActivity;

    invoke-virtual {v0, p1}, Lcom/larder/kitchen/ui/ConfirmActivity;->lambda$onCreate$0$com-larder-kitchen-ui-ConfirmActivity(Landroid/view/View;)V

    return-void
.end method
