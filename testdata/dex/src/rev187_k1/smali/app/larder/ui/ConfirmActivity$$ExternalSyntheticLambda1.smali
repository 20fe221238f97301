.class public final synthetic Lapp/larder/ui/ConfirmActivity$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/view/View$OnClickListener;


# instance fields
.field public final synthetic f$0:Lapp/larder/ui/ConfirmActivity;


# direct methods
.method public synthetic constructor <init>(Lapp/larder/ui/ConfirmActivity;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/larder/ui/ConfirmActivity$$ExternalSyntheticLambda1;->f$0:Lapp/larder/ui/ConfirmActivity;

    return-void
.end method


# virtual methods
.method public final onClick(Landroid/view/View;)V
    .registers 3

    iget-object v0, p0, Lapp/larder/ui/ConfirmActivity$$ExternalSyntheticLambda1;->f$0:Lapp/larder/ui/ConfirmActivity;

    invoke-static {v0, p1}, Lapp/larder/ui/ConfirmActivity;->onCreate$lambda$1$2$0(Lapp/larder/ui/ConfirmActivity;Landroid/view/View;)V

    return-void
.end method
