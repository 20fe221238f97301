.class public final synthetic Lcom/fernhill/lend/LostBookActivity$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/content/DialogInterface$OnClickListener;


# instance fields
.field public final synthetic f$0:Lcom/fernhill/lend/LostBookActivity;


# direct methods
.method public synthetic constructor <init>(Lcom/fernhill/lend/LostBookActivity;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/fernhill/lend/LostBookActivity$$ExternalSyntheticLambda1;->f$0:Lcom/fernhill/lend/LostBookActivity;

    return-void
.end method


# virtual methods
.method public final onClick(Landroid/content/DialogInterface;I)V
    .registers 4

    iget-object v0, p0, Lcom/fernhill/lend/LostBookActivity$$ExternalSyntheticLambda1;->f$0:Lcom/fernhill/lend/LostBookActivity;

    invoke-static {v0, p1, p2}, Lcom/fernhill/lend/LostBookActivity;->onCreate$lambda$1(Lcom/fernhill/lend/LostBookActivity;Landroid/content/DialogInterface;I)V

    return-void
.end method
