.class public final synthetic Lcom/larchwood/library/account/SignInActivity$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/content/DialogInterface$OnCancelListener;


# instance fields
.field public final synthetic f$0:Lcom/larchwood/library/account/SignInActivity;


# direct methods
.method public synthetic constructor <init>(Lcom/larchwood/library/account/SignInActivity;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/larchwood/library/account/SignInActivity$$ExternalSyntheticLambda1;->f$0:Lcom/larchwood/library/account/SignInActivity;

    return-void
.end method


# virtual methods
.method public final onCancel(Landroid/content/DialogInterface;)V
    .registers 3

    iget-object v0, p0, Lcom/larchwood/library/account/SignInActivity$$ExternalSyntheticLambda1;->f$0:Lcom/larchwood/library/account/SignInActivity;

    invoke-static {v0, p1}, Lcom/larchwood/library/account/SignInActivity;->onCreate$lambda$1(Lcom/larchwood/library/account/SignInActivity;Landroid/content/DialogInterface;)V

    return-void
.end method
