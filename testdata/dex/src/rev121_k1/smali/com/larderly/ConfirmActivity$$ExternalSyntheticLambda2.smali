.class public final synthetic Lcom/larderly/ConfirmActivity$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/content/DialogInterface$OnCancelListener;

# instance fields
.field public final synthetic f$0:Lcom/larderly/ConfirmActivity;


# direct methods
.method public synthetic constructor <init>(Lcom/larderly/ConfirmActivity;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/larderly/ConfirmActivity$$ExternalSyntheticLambda2;->f$0:Lcom/larderly/ConfirmActivity;
    return-void
.end method


# virtual methods
.method public final onCancel(Landroid/content/DialogInterface;)V
    .registers 3
    iget-object v0, p0, Lcom/larderly/ConfirmActivity$$ExternalSyntheticLambda2;->f$0:Lcom/larderly/ConfirmActivity;
    invoke-static {v0, p1}, Lcom/larderly/ConfirmActivity;->onCreate$lambda$2(Lcom/larderly/ConfirmActivity;Landroid/content/DialogInterface;)V
    return-void
.end method
