.class public final synthetic Lcom/hearthlink/ui/ConfirmActivity$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/content/DialogInterface$OnCancelListener;


# instance fields
.field public final synthetic f$0:Lcom/hearthlink/ui/ConfirmActivity;


# direct methods
.method public synthetic constructor <init>(Lcom/hearthlink/ui/ConfirmActivity;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthlink/ui/ConfirmActivity$$ExternalSyntheticLambda2;->f$0:Lcom/hearthlink/ui/ConfirmActivity;

    return-void
.end method


# virtual methods
.method public final onCancel(Landroid/content/DialogInterface;)V
    .registers 3

    iget-object v0, p0, Lcom/hearthlink/ui/ConfirmActivity$$ExternalSyntheticLambda2;->f$0:Lcom/hearthlink/ui/ConfirmActivity;

    invoke-virtual {v0, p1}, Lcom/hearthlink/ui/ConfirmActivity;->lambda$onCreate$2$com-hearthlink-ui-ConfirmActivity(Landroid/content/DialogInterface;)V

    return-void
.end method
