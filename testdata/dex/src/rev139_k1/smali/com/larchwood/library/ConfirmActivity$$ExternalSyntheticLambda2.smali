.class public final synthetic Lcom/larchwood/library/ConfirmActivity$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/content/DialogInterface$OnCancelListener;


# instance fields
.field public final synthetic f$0:Lcom/larchwood/library/ConfirmActivity;

.field public final synthetic f$1:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Lcom/larchwood/library/ConfirmActivity;Ljava/lang/String;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/larchwood/library/ConfirmActivity$$ExternalSyntheticLambda2;->f$0:Lcom/larchwood/library/ConfirmActivity;

    iput-object p2, p0, Lcom/larchwood/library/ConfirmActivity$$ExternalSyntheticLambda2;->f$1:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final onCancel(Landroid/content/DialogInterface;)V
    .registers 4

    iget-object v0, p0, Lcom/larchwood/library/ConfirmActivity$$ExternalSyntheticLambda2;->f$0:Lcom/larchwood/library/ConfirmActivity;

    iget-object v1, p0, Lcom/larchwood/library/ConfirmActivity$$ExternalSyntheticLambda2;->f$1:Ljava/lang/String;

    invoke-static {v0, v1, p1}, Lcom/larchwood/library/ConfirmActivity;->onCreate$lambda$2(Lcom/larchwood/library/ConfirmActivity;Ljava/lang/String;Landroid/content/DialogInterface;)V

    return-void
.end method
