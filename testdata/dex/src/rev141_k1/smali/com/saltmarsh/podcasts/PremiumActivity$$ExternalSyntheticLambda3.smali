.class public final synthetic Lcom/saltmarsh/podcasts/PremiumActivity$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/content/DialogInterface$OnCancelListener;


# instance fields
.field public final synthetic f$0:Lcom/saltmarsh/podcasts/PremiumActivity;


# direct methods
.method public synthetic constructor <init>(Lcom/saltmarsh/podcasts/PremiumActivity;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/saltmarsh/podcasts/PremiumActivity$$ExternalSyntheticLambda3;->f$0:Lcom/saltmarsh/podcasts/PremiumActivity;

    return-void
.end method


# virtual methods
.method public final onCancel(Landroid/content/DialogInterface;)V
    .registers 3

    iget-object v0, p0, Lcom/saltmarsh/podcasts/PremiumActivity$$ExternalSyntheticLambda3;->f$0:Lcom/saltmarsh/podcasts/PremiumActivity;

    invoke-static {v0, p1}, Lcom/saltmarsh/podcasts/PremiumActivity;->onCreate$lambda$3(Lcom/saltmarsh/podcasts/PremiumActivity;Landroid/content/DialogInterface;)V

    return-void
.end method
