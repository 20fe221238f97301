.class public final synthetic Lcom/example/r34j3/AddressActivity$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/view/View$OnClickListener;


# instance fields
.field public final synthetic f$0:Lcom/example/r34j3/AddressActivity;

.field public final synthetic f$1:Landroid/widget/Button;


# direct methods
.method public synthetic constructor <init>(Lcom/example/r34j3/AddressActivity;Landroid/widget/Button;)V
    .locals 0

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/example/r34j3/AddressActivity$$ExternalSyntheticLambda0;->f$0:Lcom/example/r34j3/AddressActivity;

    iput-object p2, p0, Lcom/example/r34j3/AddressActivity$$ExternalSyntheticLambda0;->f$1:Landroid/widget/Button;

    return-void
.end method


# virtual methods
.method public final onClick(Landroid/view/View;)V
    .locals 2

    iget-object v0, p0, Lcom/example/r34j3/AddressActivity$$ExternalSyntheticLambda0;->f$0:Lcom/example/r34j3/AddressActivity;

    iget-object v1, p0, Lcom/example/r34j3/AddressActivity$$ExternalSyntheticLambda0;->f$1:Landroid/widget/Button;

    invoke-virtual {v0, v1, p1}, Lcom/example/r34j3/AddressActivity;->lambda$onCreate$1$com-example-r34j3-AddressActivity(Landroid/widget/Button;Landroid/view/View;)V

    return-void
.end method
