.class public final synthetic Lcom/fernhill/stockroom/inventory/ConfirmChangeActivity$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/view/View$OnClickListener;


# instance fields
.field public final synthetic f$0:Lcom/fernhill/stockroom/inventory/ConfirmChangeActivity;


# direct methods
.method public synthetic constructor <init>(Lcom/fernhill/stockroom/inventory/ConfirmChangeActivity;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/fernhill/stockroom/inventory/ConfirmChangeActivity$$ExternalSyntheticLambda1;->f$0:Lcom/fernhill/stockroom/inventory/ConfirmChangeActivity;

    return-void
.end method


# virtual methods
.method public final onClick(Landroid/view/View;)V
    .registers 3

    iget-object v0, p0, Lcom/fernhill/stockroom/inventory/ConfirmChangeActivity$$ExternalSyntheticLambda1;->f$0:Lcom/fernhill/stockroom/inventory/ConfirmChangeActivity;

    invoke-virtual {v0, p1}, Lcom/fernhill/stockroom/inventory/ConfirmChangeActivity;->lambda$onCreate$1$com-fernhill-stockroom-inventory-ConfirmChangeActivity(Landroid/view/View;)V

    return-void
.end method
