.class public final synthetic Lio/kanbu/app/ui/BoardConfirmActivity$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/view/View$OnClickListener;


# instance fields
.field public final synthetic f$0:Lio/kanbu/app/ui/BoardConfirmActivity;


# direct methods
.method public synthetic constructor <init>(Lio/kanbu/app/ui/BoardConfirmActivity;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/kanbu/app/ui/BoardConfirmActivity$$ExternalSyntheticLambda1;->f$0:Lio/kanbu/app/ui/BoardConfirmActivity;

    return-void
.end method


# virtual methods
.method public final onClick(Landroid/view/View;)V
    .registers 3

    iget-object v0, p0, Lio/kanbu/app/ui/BoardConfirmActivity$$ExternalSyntheticLambda1;->f$0:Lio/kanbu/app/ui/BoardConfirmActivity;

    invoke-static {v0, p1}, Lio/kanbu/app/ui/BoardConfirmActivity;->onCreate$lambda$0(Lio/kanbu/app/ui/BoardConfirmActivity;Landroid/view/View;)V

    return-void
.end method
