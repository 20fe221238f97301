.class public final synthetic Lcom/larchwood/library/account/SignInActivity$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/content/DialogInterface$OnClickListener;


# instance fields
.field public final synthetic f$0:Lcom/larchwood/library/account/SignInActivity;


# direct methods
.method public synthetic constructor <init>(Lcom/larchwood/library/account/SignInActivity;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/larchwood/library/account/SignInActivity$$ExternalSyntheticLambda0;->f$0:Lcom/larchwood/library/account/SignInActivity;

    return-void
.end method


# virtual methods
.method public final onClick(Landroid/content/DialogInterface;I)V
    .registers 4

    iget-object v0, p0, Lcom/larchwood/library/account/SignInActivity$$ExternalSyntheticLambda0;->f$0:Lcom/larchwood/library/account/SignInActivity;

    invoke-static {v0, p1, p2}, Lcom/larchwood/library/account/SignInActivity;->onCreate$lambda$0(Lcom/larchwood/library/account/SignInActivity;Landroid/content/DialogInterface;I)V

    return-void
.end method
