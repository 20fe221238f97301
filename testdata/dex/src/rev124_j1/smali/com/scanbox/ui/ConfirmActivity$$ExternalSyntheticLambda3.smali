.class public final synthetic Lcom/scanbox/ui/ConfirmActivity$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/content/DialogInterface$OnCancelListener;


# instance fields
.field public final synthetic f$0:Lcom/scanbox/ui/ConfirmActivity;

.field public final synthetic f$1:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Lcom/scanbox/ui/ConfirmActivity;Ljava/lang/String;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/scanbox/ui/ConfirmActivity$$ExternalSyntheticLambda3;->f$0:Lcom/scanbox/ui/ConfirmActivity;

    iput-object p2, p0, Lcom/scanbox/ui/ConfirmActivity$$ExternalSyntheticLambda3;->f$1:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final onCancel(Landroid/content/DialogInterface;)V
    .registers 4

    iget-object v0, p0, Lcom/scanbox/ui/ConfirmActivity$$ExternalSyntheticLambda3;->f$0:Lcom/scanbox/ui/ConfirmActivity;

    iget-object v1, p0, Lcom/scanbox/ui/ConfirmActivity$$ExternalSyntheticLambda3;->f$1:Ljava/lang/String;

    invoke-virtual {v0, v1, p1}, Lcom/scanbox/ui/ConfirmActivity;->lambda$onCreate$2$com-scanbox-ui-ConfirmActivity(Ljava/lang/String;Landroid/content/DialogInterface;)V

    return-void
.end method
