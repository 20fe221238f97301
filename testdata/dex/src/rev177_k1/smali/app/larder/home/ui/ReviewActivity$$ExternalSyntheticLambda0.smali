.class public final synthetic Lapp/larder/home/ui/ReviewActivity$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/view/View$OnClickListener;


# instance fields
.field public final synthetic f$0:Lapp/larder/home/ui/ReviewActivity;

.field public final synthetic f$1:Lapp/larder/home/ui/ConfirmRequest;


# direct methods
.method public synthetic constructor <init>(Lapp/larder/home/ui/ReviewActivity;Lapp/larder/home/ui/ConfirmRequest;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/larder/home/ui/ReviewActivity$$ExternalSyntheticLambda0;->f$0:Lapp/larder/home/ui/ReviewActivity;

    iput-object p2, p0, Lapp/larder/home/ui/ReviewActivity$$ExternalSyntheticLambda0;->f$1:Lapp/larder/home/ui/ConfirmRequest;

    return-void
.end method


# virtual methods
.method public final onClick(Landroid/view/View;)V
    .registers 4

    iget-object v0, p0, Lapp/larder/home/ui/ReviewActivity$$ExternalSyntheticLambda0;->f$0:Lapp/larder/home/ui/ReviewActivity;

    iget-object v1, p0, Lapp/larder/home/ui/ReviewActivity$$ExternalSyntheticLambda0;->f$1:Lapp/larder/home/ui/ConfirmRequest;

    invoke-static {v0, v1, p1}, Lapp/larder/home/ui/ReviewActivity;->onCreate$lambda$0(Lapp/larder/home/ui/ReviewActivity;Lapp/larder/home/ui/ConfirmRequest;Landroid/view/View;)V

    return-void
.end method
