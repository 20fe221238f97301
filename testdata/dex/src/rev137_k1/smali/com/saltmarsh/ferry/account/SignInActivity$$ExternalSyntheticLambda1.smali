.class public final synthetic Lcom/saltmarsh/ferry/account/SignInActivity$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/content/DialogInterface$OnCancelListener;


# instance fields
.field public final synthetic f$0:Lcom/saltmarsh/ferry/account/SignInActivity;


# direct methods
.method public synthetic constructor <init>(Lcom/saltmarsh/ferry/account/SignInActivity;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/saltmarsh/ferry/account/SignInActivity$$ExternalSyntheticLambda1;->f$0:Lcom/saltmarsh/ferry/account/SignInActivity;

    return-void
.end method


# virtual methods
.method public final onCancel(Landroid/content/DialogInterface;)V
    .registers 3

    iget-object v0, p0, Lcom/saltmarsh/ferry/account/SignInActivity$$ExternalSyntheticLambda1;->f$0:Lcom/saltmarsh/ferry/account/SignInActivity;

    invoke-static {v0, p1}, Lcom/saltmarsh/ferry/account/SignInActivity;->onCreate$lambda$1(Lcom/saltmarsh/ferry/account/SignInActivity;Landroid/content/DialogInterface;)V

    return-void
.end method
