.class public final synthetic Lcom/quillbin/ui/ApproveActivity$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/content/DialogInterface$OnCancelListener;


# instance fields
.field public final synthetic f$0:Lcom/quillbin/ui/ApproveActivity;


# direct methods
.method public synthetic constructor <init>(Lcom/quillbin/ui/ApproveActivity;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/quillbin/ui/ApproveActivity$$ExternalSyntheticLambda2;->f$0:Lcom/quillbin/ui/ApproveActivity;

    return-void
.end method


# virtual methods
.method public final onCancel(Landroid/content/DialogInterface;)V
    .registers 3

    iget-object v0, p0, Lcom/quillbin/ui/ApproveActivity$$ExternalSyntheticLambda2;->f$0:Lcom/quillbin/ui/ApproveActivity;

    invoke-virtual {v0, p1}, Lcom/quillbin/ui/ApproveActivity;->lambda$onCreate$2$com-quillbin-ui-ApproveActivity(Landroid/content/DialogInterface;)V

    return-void
.end method
