.class public final synthetic Lcom/fernhill/lend/account/SignInActivity$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/content/DialogInterface$OnClickListener;


# instance fields
.field public final synthetic f$0:Lcom/fernhill/lend/Account;

.field public final synthetic f$1:Lcom/fernhill/lend/account/SignInActivity;


# direct methods
.method public synthetic constructor <init>(Lcom/fernhill/lend/Account;Lcom/fernhill/lend/account/SignInActivity;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/fernhill/lend/account/SignInActivity$$ExternalSyntheticLambda0;->f$0:Lcom/fernhill/lend/Account;

    iput-object p2, p0, Lcom/fernhill/lend/account/SignInActivity$$ExternalSyntheticLambda0;->f$1:Lcom/fernhill/lend/account/SignInActivity;

    return-void
.end method


# virtual methods
.method public final onClick(Landroid/content/DialogInterface;I)V
    .registers 5

    iget-object v0, p0, Lcom/fernhill/lend/account/SignInActivity$$ExternalSyntheticLambda0;->f$0:Lcom/fernhill/lend/Account;

    iget-object v1, p0, Lcom/fernhill/lend/account/SignInActivity$$ExternalSyntheticLambda0;->f$1:Lcom/fernhill/lend/account/SignInActivity;

    invoke-static {v0, v1, p1, p2}, Lcom/fernhill/lend/account/SignInActivity;->onCreate$lambda$0(Lcom/fernhill/lend/Account;Lcom/fernhill/lend/account/SignInActivity;Landroid/content/DialogInterface;I)V

    return-void
.end method
