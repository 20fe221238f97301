.class public final synthetic Lcom/example/r36j1/ParcelConfirmActivity$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"

# interfaces
.implements Landroid/view/View$OnClickListener;


# instance fields
.field public final synthetic f$0:Lcom/example/r36j1/ParcelConfirmActivity;


# direct methods
.method public synthetic constructor <init>(Lcom/example/r36j1/ParcelConfirmActivity;)V
    .locals 0

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/example/r36j1/ParcelConfirmActivity$$ExternalSyntheticLambda0;->f$0:Lcom/example/r36j1/ParcelConfirmActivity;

    return-void
.end method


# virtual methods
.method public final onClick(Landroid/view/View;)V
    .locals 0

    iget-object p1, p0, Lcom/example/r36j1/ParcelConfirmActivity$$ExternalSyntheticLambda0;->f$0:Lcom/example/r36j1/ParcelConfirmActivity;

    invoke-virtual {p1}, Lcom/example/r36j1/ParcelConfirmActivity;->a()V

    return-void
.end method
