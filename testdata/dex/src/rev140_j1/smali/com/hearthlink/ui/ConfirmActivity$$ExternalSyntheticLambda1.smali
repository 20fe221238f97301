.class public final synthetic Lcom/hearthlink/ui/ConfirmActivity$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/content/DialogInterface$OnClickListener;


# instance fields
.field public final synthetic f$0:Lcom/hearthlink/ui/ConfirmActivity;


# direct methods
.method public synthetic constructor <init>(Lcom/hearthlink/ui/ConfirmActivity;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthlink/ui/ConfirmActivity$$ExternalSyntheticLambda1;->f$0:Lcom/hearthlink/ui/ConfirmActivity;

    return-void
.end method


# virtual methods
.method public final onClick(Landroid/content/DialogInterface;I)V
    .registers 4

    iget-object v0, p0, Lcom/hearthlink/ui/ConfirmActivity$$ExternalSyntheticLambda1;->f$0:Lcom/hearthlink/ui/ConfirmActivity;

    invoke-virtual {v0, p1, p2}, Lcom/hearthlink/ui/ConfirmActivity;->lambda$onCreate$1$com-hearthlink-ui-ConfirmActivity(Landroid/content/DialogInterface;I)V

    return-void
.end method
