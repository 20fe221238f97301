.class public final synthetic Lcom/fernhill/lend/PayFineActivity$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/content/DialogInterface$OnCancelListener;


# instance fields
.field public final synthetic f$0:Lcom/fernhill/lend/PayFineActivity;


# direct methods
.method public synthetic constructor <init>(Lcom/fernhill/lend/PayFineActivity;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/fernhill/lend/PayFineActivity$$ExternalSyntheticLambda2;->f$0:Lcom/fernhill/lend/PayFineActivity;

    return-void
.end method


# virtual methods
.method public final onCancel(Landroid/content/DialogInterface;)V
    .registers 3

    iget-object v0, p0, Lcom/fernhill/lend/PayFineActivity$$ExternalSyntheticLambda2;->f$0:Lcom/fernhill/lend/PayFineActivity;

    invoke-virtual {v0, p1}, Lcom/fernhill/lend/PayFineActivity;->lambda$onCreate$2$com-fernhill-lend-PayFineActivity(Landroid/content/DialogInterface;)V

    return-void
.end method
