.class public final synthetic Lcom/spokeshare/ConfirmActivity$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/content/DialogInterface$OnCancelListener;

# instance fields
.field public final synthetic f$0:Lcom/spokeshare/ConfirmActivity;
.field public final synthetic f$1:Lcom/spokeshare/DeskStore;
.field public final synthetic f$2:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Lcom/spokeshare/ConfirmActivity;Lcom/spokeshare/DeskStore;Ljava/lang/String;)V
    .registers 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/spokeshare/ConfirmActivity$$ExternalSyntheticLambda2;->f$0:Lcom/spokeshare/ConfirmActivity;
    iput-object p2, p0, Lcom/spokeshare/ConfirmActivity$$ExternalSyntheticLambda2;->f$1:Lcom/spokeshare/DeskStore;
    iput-object p3, p0, Lcom/spokeshare/ConfirmActivity$$ExternalSyntheticLambda2;->f$2:Ljava/lang/String;
    return-void
.end method


# virtual methods
.method public final onCancel(Landroid/content/DialogInterface;)V
    .registers 5
    iget-object v0, p0, Lcom/spokeshare/ConfirmActivity$$ExternalSyntheticLambda2;->f$0:Lcom/spokeshare/ConfirmActivity;
    iget-object v1, p0, Lcom/spokeshare/ConfirmActivity$$ExternalSyntheticLambda2;->f$1:Lcom/spokeshare/DeskStore;
    iget-object v2, p0, Lcom/spokeshare/ConfirmActivity$$ExternalSyntheticLambda2;->f$2:Ljava/lang/String;
    invoke-static {v0, v1, v2, p1}, Lcom/spokeshare/ConfirmActivity;->onCreate$lambda$2(Lcom/spokeshare/ConfirmActivity;Lcom/spokeshare/DeskStore;Ljava/lang/String;Landroid/content/DialogInterface;)V
    return-void
.end method
